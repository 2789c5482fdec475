-- Deposits and withdrawals (spec part 2 §3). State changes go through payments/state-machine.ts.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('deposit', 'cashout')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  payment_system TEXT NOT NULL,
  brand TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'processing', 'reserved', 'succeeded', 'declined', 'canceled', 'rejected', 'recalled')),
  recallable INTEGER NOT NULL DEFAULT 0 CHECK (recallable IN (0, 1)),
  created_at TEXT NOT NULL,
  finished_at TEXT,
  cancellation_reason TEXT,
  -- '{playerId}:{Idempotency-Key header}': a retried request answers the first payment.
  idempotency_key TEXT UNIQUE,
  -- Secret of the (dev) provider callback, carried in redirect_url: payment ids are guessable, this is not.
  callback_token TEXT NOT NULL
);
CREATE INDEX payments_player ON payments (player_id, id);
