-- Adventure calendar (adventures module, issue 16 part 5). The calendar itself is the fe-config document
-- `vip-adventures`; these tables hold what the platform counts and gives.

-- What a player did on one UTC day of a running adventure, per currency: succeeded deposits and real-money bets.
-- Written by the `payment.changed` / `round.settled` handlers inside the fact's own transaction.
CREATE TABLE adventure_activity (
  player_id INTEGER NOT NULL,
  adventure_key TEXT NOT NULL,
  day TEXT NOT NULL,            -- YYYY-MM-DD (UTC)
  currency TEXT NOT NULL,
  deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
  wager_cents INTEGER NOT NULL DEFAULT 0 CHECK (wager_cents >= 0),
  -- 'live' (counted from events) or 'seed' (the demo's seeded history: no payment or round behind it).
  origin TEXT NOT NULL DEFAULT 'live',
  PRIMARY KEY (player_id, adventure_key, day, currency)
);

-- A day completed by a player: at most one row per (player, adventure, step), written in the transaction of the
-- fact that met the conditions, together with the prize gift (or the reason none was given).
CREATE TABLE adventure_completions (
  player_id INTEGER NOT NULL,
  adventure_key TEXT NOT NULL,
  step INTEGER NOT NULL CHECK (step >= 1),
  day TEXT NOT NULL,
  currency TEXT NOT NULL,
  -- 'bonus' / 'freespins' (given by the bonuses engine), or why nothing was: 'bonuses_disabled', 'unavailable',
  -- 'already_issued', 'no_prize', 'seeded' (demo history).
  outcome TEXT NOT NULL,
  gift_id INTEGER,
  gift_title TEXT,
  completed_at TEXT NOT NULL,
  PRIMARY KEY (player_id, adventure_key, step)
);

-- The money and wagering behind a day's bonus prize (the document names the prize only by key, `reload_{reload}`,
-- and shows its amount as text): per prize key and currency. `freespins` holds the wager multiplier of spin prizes.
CREATE TABLE adventure_prize_terms (
  prize_key TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  wager_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (wager_multiplier >= 0),
  max_win_cents INTEGER,
  PRIMARY KEY (prize_key, currency)
);

-- The facts already counted (`round:{id}`, `payment:{id}`): a replayed event adds nothing twice.
CREATE TABLE adventure_counted_facts (
  ref TEXT PRIMARY KEY,
  counted_at TEXT NOT NULL
);
