-- The bonus engine (issue 10; README.md of this module): bonus definitions per currency, the players' money
-- bonuses and free-spin packs with their stages, campaign codes and coupons, and the weekly real-money play
-- that cashback is computed from. Bonus money itself lives in the wallet's bonus pocket (wallet module).

-- What a kind of bonus gives, per currency (the seed finds a row by (key, currency)). A definition may give
-- money (fixed `amount_cents`, or a `percent` of a base: cashback), free spins, or both.
CREATE TABLE bonus_definitions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- 'registration', 'no_deposit', 'freespins_gift', 'cashback', 'vip_reload', 'deposit_welcome', …
  key TEXT NOT NULL,
  currency TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- Spec part 2 §3: feature gifts have a `vip_program_` prefix; fe-config `disabled-bonuses` hides by key.
  group_key TEXT,
  amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  -- Cashback: `percent` of the week's net real losses, from `min_base_cents` of losses, at most `max_amount_cents`.
  percent INTEGER CHECK (percent IS NULL OR percent > 0),
  min_base_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_base_cents >= 0),
  max_amount_cents INTEGER CHECK (max_amount_cents IS NULL OR max_amount_cents > 0),
  -- Wagering: the bonus amount times this; 0: nothing to wager (the money is real once activated).
  wager_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (wager_multiplier >= 0),
  -- The most that converts to real money: the bonus amount times this; null: no cap.
  max_win_multiplier INTEGER CHECK (max_win_multiplier IS NULL OR max_win_multiplier > 0),
  -- JSON [{kind, percent}]: how much of a bet on a game of that kind counts towards wagering.
  contributions TEXT NOT NULL DEFAULT '[]',
  -- A new gift may be activated for this many days; an active bonus lasts this many days.
  activatable_days INTEGER NOT NULL DEFAULT 7 CHECK (activatable_days > 0),
  valid_days INTEGER NOT NULL DEFAULT 7 CHECK (valid_days > 0),
  -- The free-spin part: count, stake of one spin, games (JSON identifiers), title, the wagering its
  -- winnings get as a bonus, and the most its winnings convert to (null: no cap).
  freespins_count INTEGER NOT NULL DEFAULT 0 CHECK (freespins_count >= 0),
  freespins_bet_cents INTEGER CHECK (freespins_bet_cents IS NULL OR freespins_bet_cents > 0),
  freespins_games TEXT NOT NULL DEFAULT '[]',
  freespins_title TEXT,
  freespins_wager_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (freespins_wager_multiplier >= 0),
  freespins_max_win_cents INTEGER CHECK (freespins_max_win_cents IS NULL OR freespins_max_win_cents > 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (key, currency)
);

-- A deposit offer's terms beyond the match (validity, cap, contributions, free-spin stake and games).
ALTER TABLE deposit_bonus_offers ADD COLUMN definition_key TEXT;

-- A player's money bonus. Its money is in the wallet's bonus pocket exactly while it is active
-- (stage activated or handle_bets): per player and currency the pocket equals the sum of their amount_cents.
CREATE TABLE bonuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  definition_id INTEGER REFERENCES bonus_definitions(id),
  -- What issued it: registration, deposit, no_deposit, promo_code, coupon, cashback, freespins_win, gift, …
  type TEXT NOT NULL,
  -- Natural key of the issue (`registration`, `payment:12`, `code:3`, `cashback:2026-01-12`, `freespins:7`):
  -- the same issue never gives twice.
  source_ref TEXT NOT NULL,
  title TEXT NOT NULL,
  currency TEXT NOT NULL,
  group_key TEXT,
  -- The money it holds now (moves with play while active), what it was granted, what it converted to real.
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  initial_amount_cents INTEGER NOT NULL CHECK (initial_amount_cents >= 0),
  converted_cents INTEGER NOT NULL DEFAULT 0 CHECK (converted_cents >= 0),
  wager_requirement_cents INTEGER NOT NULL CHECK (wager_requirement_cents >= 0),
  wagered_cents INTEGER NOT NULL DEFAULT 0 CHECK (wagered_cents >= 0),
  max_win_cents INTEGER CHECK (max_win_cents IS NULL OR max_win_cents >= 0),
  contributions TEXT NOT NULL DEFAULT '[]',
  -- Games it is restricted to (JSON identifiers); empty: any game.
  games TEXT NOT NULL DEFAULT '[]',
  stage TEXT NOT NULL CHECK (stage IN ('issued', 'activated', 'handle_bets', 'wager_done', 'finished', 'canceled', 'expired', 'lost', 'wait')),
  -- Why it ended: player (canceled), withdrawal (erased_by_withdraw), expiry, wagering, lost, no_wagering.
  ended_by TEXT,
  activatable_until TEXT,
  valid_days INTEGER NOT NULL CHECK (valid_days > 0),
  -- Set when it becomes active: activation + valid_days.
  valid_until TEXT,
  -- The free-spin pack whose winnings it holds (type freespins_win).
  freespins_id INTEGER,
  created_at TEXT NOT NULL,
  activated_at TEXT,
  ended_at TEXT,
  UNIQUE (player_id, source_ref)
);
CREATE INDEX bonuses_player ON bonuses (player_id, currency, stage);
CREATE INDEX bonuses_activatable ON bonuses (stage, activatable_until);
CREATE INDEX bonuses_valid ON bonuses (stage, valid_until);
-- At most one money bonus active per player and currency; others wait.
CREATE UNIQUE INDEX bonuses_one_active ON bonuses (player_id, currency) WHERE stage IN ('activated', 'handle_bets');

-- A free-spin pack: `freespins_total` rounds of the demo slot at `bet_cents` on `games`; winnings collect in
-- `win_cents` and become a money bonus (type freespins_win) with `wager_multiplier` × winnings when played out.
CREATE TABLE bonus_freespins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  definition_id INTEGER REFERENCES bonus_definitions(id),
  type TEXT NOT NULL,
  source_ref TEXT NOT NULL,
  title TEXT NOT NULL,
  currency TEXT NOT NULL,
  group_key TEXT,
  freespins_total INTEGER NOT NULL CHECK (freespins_total > 0),
  freespins_performed INTEGER NOT NULL DEFAULT 0 CHECK (freespins_performed >= 0 AND freespins_performed <= freespins_total),
  bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
  games TEXT NOT NULL,
  provider TEXT NOT NULL DEFAULT '',
  wager_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (wager_multiplier >= 0),
  max_win_cents INTEGER,
  contributions TEXT NOT NULL DEFAULT '[]',
  win_cents INTEGER NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  stage TEXT NOT NULL CHECK (stage IN ('issued', 'activated', 'finished', 'canceled', 'expired')),
  ended_by TEXT,
  activatable_until TEXT,
  valid_days INTEGER NOT NULL CHECK (valid_days > 0),
  valid_until TEXT,
  -- The money bonus its winnings became.
  result_bonus_id INTEGER REFERENCES bonuses(id),
  created_at TEXT NOT NULL,
  activated_at TEXT,
  ended_at TEXT,
  UNIQUE (player_id, source_ref)
);
CREATE INDEX bonus_freespins_player ON bonus_freespins (player_id, currency, stage);
CREATE INDEX bonus_freespins_activatable ON bonus_freespins (stage, activatable_until);
CREATE INDEX bonus_freespins_valid ON bonus_freespins (stage, valid_until);

-- Campaign codes (kind promo: each player once) and coupons (kind coupon: each code once overall).
CREATE TABLE bonus_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('promo', 'coupon')),
  -- The definition it issues, in the player's currency.
  definition_key TEXT NOT NULL,
  valid_from TEXT,
  valid_until TEXT,
  -- How many redemptions in all (a coupon: 1); null: no limit.
  max_redemptions INTEGER CHECK (max_redemptions IS NULL OR max_redemptions > 0),
  redemptions INTEGER NOT NULL DEFAULT 0,
  -- JSON group ids a player must belong to (one of); empty: everyone.
  group_ids TEXT NOT NULL DEFAULT '[]',
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

CREATE TABLE bonus_code_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code_id INTEGER NOT NULL REFERENCES bonus_codes(id),
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  redeemed_at TEXT NOT NULL,
  UNIQUE (code_id, player_id)
);

-- Real-money play per player, currency and week (Monday 00:00 UTC), from round.settled: what weekly cashback
-- is computed from. `settled_at` marks a week whose cashback was decided (given or not), once.
CREATE TABLE bonus_weekly_play (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  week_start TEXT NOT NULL,
  real_bet_cents INTEGER NOT NULL DEFAULT 0,
  real_win_cents INTEGER NOT NULL DEFAULT 0,
  settled_at TEXT,
  PRIMARY KEY (player_id, currency, week_start)
) WITHOUT ROWID;
CREATE INDEX bonus_weekly_play_open ON bonus_weekly_play (settled_at, week_start);

-- Claims become real bonuses: `issued` with the bonus (and free-spin pack) they gave. SQLite cannot change a
-- CHECK in place, so the table is rebuilt with its rows.
CREATE TABLE deposit_bonus_claims_v2 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id INTEGER NOT NULL UNIQUE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  offer_id INTEGER NOT NULL REFERENCES deposit_bonus_offers(id),
  currency TEXT NOT NULL,
  deposit_cents INTEGER NOT NULL CHECK (deposit_cents > 0),
  bonus_cents INTEGER NOT NULL CHECK (bonus_cents >= 0),
  wager_cents INTEGER NOT NULL CHECK (wager_cents >= 0),
  freespins_count INTEGER NOT NULL DEFAULT 0,
  -- recorded: not issued yet (claims from before the engine; the seed issues them); issued: the bonus exists;
  -- ineligible: the offer no longer applied when the deposit succeeded.
  status TEXT NOT NULL CHECK (status IN ('recorded', 'issued', 'ineligible')),
  bonus_id INTEGER REFERENCES bonuses(id),
  freespins_id INTEGER REFERENCES bonus_freespins(id),
  created_at TEXT NOT NULL
);
INSERT INTO deposit_bonus_claims_v2 (id, payment_id, player_id, offer_id, currency, deposit_cents, bonus_cents, wager_cents, freespins_count, status, created_at)
  SELECT id, payment_id, player_id, offer_id, currency, deposit_cents, bonus_cents, wager_cents, freespins_count, status, created_at FROM deposit_bonus_claims;
DROP TABLE deposit_bonus_claims;
ALTER TABLE deposit_bonus_claims_v2 RENAME TO deposit_bonus_claims;
CREATE INDEX deposit_bonus_claims_player ON deposit_bonus_claims (player_id, id);
