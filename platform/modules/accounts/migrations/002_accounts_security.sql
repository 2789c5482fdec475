-- Accounts: VIP tier of a player, two-factor one-time codes, connected social providers.
ALTER TABLE players ADD COLUMN vip_status_id INTEGER NOT NULL DEFAULT 1117;
ALTER TABLE players ADD COLUMN confirmation_sent_at TEXT;

CREATE TABLE two_factor_codes (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE player_auth_providers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  uid TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (provider, uid)
);
CREATE INDEX player_auth_providers_player ON player_auth_providers (player_id);
