-- Responsible-gaming limits (schemas/wire/limits.ts). amount_cents holds minutes for session limits.
CREATE TABLE user_limits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  period TEXT NOT NULL,
  currency TEXT,
  amount_cents INTEGER,
  status TEXT NOT NULL,
  confirmation_token_hash TEXT UNIQUE,
  confirm_until TEXT,
  confirmed_at TEXT,
  active_until TEXT,
  disable_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX user_limits_player ON user_limits (player_id, status);
