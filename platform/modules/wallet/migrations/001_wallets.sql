-- Wallets and their ledger (wallet module). Every balance change goes through
-- platform/modules/wallet/balance.ts#applyBalanceChange, which writes both in one transaction.
CREATE TABLE wallet_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  -- Real money, withdrawable.
  amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  -- Bonus money (bonus team), playable but not withdrawable.
  bonus_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_amount_cents >= 0),
  active INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
  hidden_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (player_id, currency)
);
-- At most one active wallet per player, enforced by the store rather than by every caller.
CREATE UNIQUE INDEX wallet_accounts_one_active ON wallet_accounts (player_id) WHERE active = 1;

CREATE TABLE ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  -- 'real' or 'bonus': which column of wallet_accounts moved.
  pocket TEXT NOT NULL DEFAULT 'real' CHECK (pocket IN ('real', 'bonus')),
  delta_cents INTEGER NOT NULL CHECK (delta_cents <> 0),
  balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
  -- What moved the money: deposit, cashout_reserve, cashout_return, bet, win, demo_seed, bonus_*, …
  kind TEXT NOT NULL,
  -- What it belongs to, e.g. 'payment:12', 'round:345'.
  ref TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_player ON ledger (player_id, currency, id);
CREATE INDEX ledger_ref ON ledger (ref);
