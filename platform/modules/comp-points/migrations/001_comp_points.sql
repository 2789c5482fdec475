-- Comp points (comp-points module, issue 16): what real bets earn and the rewards shop spends. An exchange is ONE
-- transaction: the points are debited (never below zero: the CHECK and a guarded UPDATE), the exchange and its
-- ledger row written and the reward issued through the owning module's public.ts, or nothing at all.

-- One row per player: `chargeable` is spendable, `persistent` the lifetime total earned (never spent).
CREATE TABLE comp_point_accounts (
  player_id INTEGER PRIMARY KEY,
  chargeable INTEGER NOT NULL DEFAULT 0 CHECK (chargeable >= 0),
  persistent INTEGER NOT NULL DEFAULT 0 CHECK (persistent >= 0),
  -- An operator's mark (abuse): no accrual, no exchange. NULL: enabled.
  disabled_at TEXT,
  updated_at TEXT NOT NULL
);

-- The stake of real bets not yet worth a whole point, per player and currency (weighted by multipliers), carried
-- to the next bet so small bets earn too.
CREATE TABLE comp_point_remainders (
  player_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  stake_cents INTEGER NOT NULL DEFAULT 0 CHECK (stake_cents >= 0),
  PRIMARY KEY (player_id, currency)
);

-- Every movement of either balance; `ref` is unique (`round:12`, `exchange:7`, `seed:demo`): a replayed round
-- or a second debit for one exchange cannot happen.
CREATE TABLE comp_point_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('accrual', 'exchange', 'seed', 'operator')),
  chargeable_delta INTEGER NOT NULL,
  persistent_delta INTEGER NOT NULL,
  chargeable_after INTEGER NOT NULL CHECK (chargeable_after >= 0),
  ref TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX comp_point_ledger_player ON comp_point_ledger (player_id, id);

-- Accrual: one point per `cents_per_point` of real stake in the currency. A currency without a row earns nothing.
CREATE TABLE comp_point_accrual_rates (
  currency TEXT PRIMARY KEY,
  cents_per_point INTEGER NOT NULL CHECK (cents_per_point > 0)
);

-- The shop's cards (spec part 2 §3 "Loyalty card"): type, group (the exchange names it), title, wager, label.
CREATE TABLE comp_point_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL CHECK (type IN ('money', 'freespins', 'lootboxes', 'lotteries')),
  group_key TEXT NOT NULL,
  title TEXT NOT NULL,
  -- Times the reward's amount (free spins: their winnings) to wager; NULL: none.
  wager INTEGER,
  label TEXT CHECK (label IS NULL OR label IN ('POPULAR', 'NEW', 'VIP')),
  -- Lootbox cards: the lootboxes definition a card gives.
  lootbox_definition TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (type, group_key)
);

-- A card's price per currency and what it gives there (amount, spins, or lottery ids: JSON array).
CREATE TABLE comp_point_card_rates (
  card_id INTEGER NOT NULL REFERENCES comp_point_cards(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents > 0),
  freespins_count INTEGER CHECK (freespins_count IS NULL OR freespins_count > 0),
  lottery_ids TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (card_id, currency)
);

-- Sales (discount cards): a card costs `discount_percent` less from `starts_at` until `ends_at` (a UTC midnight:
-- the wire's DD/MM/YYYY end date, spec part 2 §9). `repeat_every_days`: the scheduler opens the next one when it ends.
CREATE TABLE comp_point_sales (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  card_id INTEGER NOT NULL REFERENCES comp_point_cards(id) ON DELETE CASCADE,
  discount_percent INTEGER NOT NULL CHECK (discount_percent > 0 AND discount_percent < 100),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  repeat_every_days INTEGER CHECK (repeat_every_days IS NULL OR repeat_every_days > 0),
  rolled_at TEXT,
  CHECK (ends_at > starts_at)
);
CREATE INDEX comp_point_sales_window ON comp_point_sales (card_id, starts_at, ends_at);

-- Each exchange: what was bought, for how many points, and what carried the reward (`reward_ref`: a ledger id,
-- a free-spin pack, boxes, tickets).
CREATE TABLE comp_point_exchanges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL,
  card_id INTEGER NOT NULL REFERENCES comp_point_cards(id),
  type TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  points INTEGER NOT NULL CHECK (points > 0),
  currency TEXT NOT NULL,
  reward_ref TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX comp_point_exchanges_player ON comp_point_exchanges (player_id, id);
