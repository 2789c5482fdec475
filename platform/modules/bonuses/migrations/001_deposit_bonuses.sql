-- Deposit bonus offers and what players chose of them (bonuses module; spec part 2 §2 /deposit-bonus, §7
-- GET /api/bonuses/deposit). Claims become real bonuses with wagering in issue 10 (README.md).
CREATE TABLE deposit_bonus_offers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Natural key the seed finds an offer by: 'welcome:EUR'.
  code TEXT NOT NULL UNIQUE,
  currency TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- `percent` of the deposit, at most `max_amount_cents`, for a deposit of at least `min_deposit_cents`.
  percent INTEGER NOT NULL CHECK (percent > 0),
  max_amount_cents INTEGER NOT NULL CHECK (max_amount_cents > 0),
  min_deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_deposit_cents >= 0),
  wager_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (wager_multiplier >= 0),
  freespins_count INTEGER NOT NULL DEFAULT 0 CHECK (freespins_count >= 0),
  -- Offered only until the player's first deposit succeeded.
  first_deposit_only INTEGER NOT NULL DEFAULT 0 CHECK (first_deposit_only IN (0, 1)),
  -- Offered only to a player whose deposit bonus code is this (case-insensitive); null: to everyone.
  promo_code TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);
CREATE INDEX deposit_bonus_offers_currency ON deposit_bonus_offers (currency, position);

-- One row per succeeded deposit made with a chosen offer (payment.changed, in the payment's transaction).
CREATE TABLE deposit_bonus_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The payments module's payment id (payments sits above bonuses: no foreign key to its table).
  payment_id INTEGER NOT NULL UNIQUE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  offer_id INTEGER NOT NULL REFERENCES deposit_bonus_offers(id),
  currency TEXT NOT NULL,
  deposit_cents INTEGER NOT NULL CHECK (deposit_cents > 0),
  bonus_cents INTEGER NOT NULL CHECK (bonus_cents >= 0),
  wager_cents INTEGER NOT NULL CHECK (wager_cents >= 0),
  freespins_count INTEGER NOT NULL DEFAULT 0,
  -- recorded: waiting for the bonus engine (issue 10) to issue it; ineligible: the offer no longer applied
  -- when the deposit succeeded (another first deposit succeeded meanwhile, bonuses switched off).
  status TEXT NOT NULL CHECK (status IN ('recorded', 'ineligible')),
  created_at TEXT NOT NULL
);
CREATE INDEX deposit_bonus_claims_player ON deposit_bonus_claims (player_id, id);
