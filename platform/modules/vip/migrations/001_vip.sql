-- The VIP status each player holds (absent: Iron, tier 1117), the quarter it was last rolled over to,
-- the quarter's deposit and real-bet sums per currency, and the subscription tier the player chose.
CREATE TABLE vip_players (
  player_id INTEGER PRIMARY KEY,
  status_id INTEGER NOT NULL,
  quarter TEXT NOT NULL,
  reached_at TEXT NOT NULL
);

CREATE TABLE vip_quarter_totals (
  player_id INTEGER NOT NULL,
  quarter TEXT NOT NULL,
  currency TEXT NOT NULL,
  deposit_cents INTEGER NOT NULL DEFAULT 0,
  bet_cents INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, quarter, currency)
);

CREATE TABLE vip_subscriptions (
  player_id INTEGER PRIMARY KEY,
  tier TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
