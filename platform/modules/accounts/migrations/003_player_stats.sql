-- Lifetime totals of GET /api/player/stats, per currency, kept by the accounts module's round.settled and
-- payment.changed subscribers (accounts/player-stats.ts) in the publishers' transactions.
CREATE TABLE player_stats (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  deposits_count INTEGER NOT NULL DEFAULT 0,
  deposits_cents INTEGER NOT NULL DEFAULT 0,
  cashouts_count INTEGER NOT NULL DEFAULT 0,
  cashouts_cents INTEGER NOT NULL DEFAULT 0,
  bets_count INTEGER NOT NULL DEFAULT 0,
  bets_cents INTEGER NOT NULL DEFAULT 0,
  wins_cents INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, currency)
) WITHOUT ROWID;
