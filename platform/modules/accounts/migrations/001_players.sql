-- Players and their sessions (accounts module). Money lives in the wallet module, never here.
-- platform/auth/ reads sessions for every module's routes: the platform always includes accounts.
CREATE TABLE players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  nickname TEXT,
  first_name TEXT,
  last_name TEXT,
  gender TEXT,
  date_of_birth TEXT,
  country TEXT,
  city TEXT,
  address TEXT,
  postal_code TEXT,
  state TEXT,
  mobile_phone TEXT,
  receive_promos INTEGER NOT NULL DEFAULT 0,
  receive_sms_promos INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en',
  terms_accepted_at TEXT,
  confirmed_at TEXT,
  confirmation_token TEXT UNIQUE,
  reset_password_token TEXT UNIQUE,
  reset_password_sent_at TEXT,
  two_factor_enabled INTEGER NOT NULL DEFAULT 0,
  two_factor_secret TEXT,
  verified INTEGER NOT NULL DEFAULT 0,
  can_issue_bonuses INTEGER NOT NULL DEFAULT 1,
  deposit_bonus_code TEXT,
  social_provider TEXT,
  created_at TEXT NOT NULL,
  current_sign_in_at TEXT
);

CREATE TABLE player_groups (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL,
  PRIMARY KEY (player_id, group_id)
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_player ON sessions (player_id);
