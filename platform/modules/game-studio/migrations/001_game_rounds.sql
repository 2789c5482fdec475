-- Game sessions of the platform's demo slot and every round played (real and demo). Only the demo slot
-- reads or writes them: engines (wagering, tournaments, quests, comp points, VIP) subscribe to round.settled.
CREATE TABLE game_sessions (
  id TEXT PRIMARY KEY,
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  game_identifier TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
  currency TEXT NOT NULL,
  -- Demo play money of this session only (mode demo); real mode reads the wallet.
  fun_balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (fun_balance_cents >= 0),
  -- Server seed of the round RNG: round n draws from HMAC(seed, n), so rounds can be replayed and audited.
  rng_seed TEXT NOT NULL,
  rounds_played INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX game_sessions_player ON game_sessions (player_id);

CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- NULL for a guest's demo round.
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  session_id TEXT REFERENCES game_sessions(id) ON DELETE SET NULL,
  game_identifier TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
  currency TEXT NOT NULL,
  bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
  win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX game_rounds_player ON game_rounds (player_id, created_at);
CREATE INDEX game_rounds_game ON game_rounds (game_identifier, created_at);
