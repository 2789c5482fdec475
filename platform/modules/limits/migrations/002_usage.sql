-- What money and wager limits count, fed by the round.settled and payment.changed subscribers in the
-- publishers' transactions (limits/usage-subscribers.ts): limits never read other modules' tables.

-- Real-money play per UTC day. Limit periods (day, Monday-based week, month) start at a UTC midnight, so
-- summing days gives the exact usage of any period.
CREATE TABLE limit_play_days (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  day TEXT NOT NULL, -- YYYY-MM-DD (UTC)
  bet_cents INTEGER NOT NULL DEFAULT 0,
  win_cents INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, currency, day)
) WITHOUT ROWID;

-- Deposits as they stand: one row per payment, `counts` while it is in flight or succeeded.
CREATE TABLE limit_deposits (
  payment_id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  counts INTEGER NOT NULL CHECK (counts IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX limit_deposits_player ON limit_deposits (player_id, currency, created_at);
