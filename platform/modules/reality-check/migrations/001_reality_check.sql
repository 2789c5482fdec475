-- The reality check (issue 13 item 1, README.md in this folder).

-- The player's chosen interval in minutes (0: off). No row: never chose; the client applies the site's default.
CREATE TABLE reality_check_settings (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  interval_minutes INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);

-- One sign-in session as this module knows it (accounts' opaque session id). `started_at` is the session's start,
-- `checked_at` the last moment the player saw a check or changed the interval: the next check is the first step of
-- the session's grid (started_at + k × interval) after it.
CREATE TABLE reality_check_sessions (
  session_id TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  started_at TEXT NOT NULL,
  checked_at TEXT NOT NULL
);
CREATE INDEX reality_check_sessions_player ON reality_check_sessions (player_id);

-- Real-money rounds as round.settled reports them, so a session's figures are exact whatever device played them.
CREATE TABLE reality_check_rounds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  bet_cents INTEGER NOT NULL,
  win_cents INTEGER NOT NULL,
  settled_at TEXT NOT NULL
);
CREATE INDEX reality_check_rounds_player ON reality_check_rounds (player_id, settled_at);
