-- Game catalogue (catalogue module). `payload` is the wire Game without per-visitor fields; the
-- columns beside it exist for filtering and ordering. Other modules read games through catalogue/public.ts.
CREATE TABLE game_providers (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  palette TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE games (
  identifier TEXT PRIMARY KEY,
  provider TEXT NOT NULL REFERENCES game_providers(slug),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  title_lc TEXT NOT NULL,
  seo_title TEXT NOT NULL,
  has_demo_mode INTEGER NOT NULL,
  base_id INTEGER NOT NULL UNIQUE,
  devices_mask INTEGER NOT NULL, -- 1 desktop, 2 mobile
  position INTEGER NOT NULL,
  popularity INTEGER NOT NULL,
  released_at TEXT NOT NULL,
  payload TEXT NOT NULL
);
CREATE INDEX games_provider ON games (provider, position);
CREATE INDEX games_position ON games (position);
CREATE INDEX games_title ON games (title_lc);
CREATE INDEX games_popularity ON games (popularity DESC);
CREATE INDEX games_released ON games (released_at DESC);

-- Categories (lobby sections) and curated theme sets share one table: both filter the same way.
CREATE TABLE game_collections (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('category', 'theme')),
  position INTEGER NOT NULL
);

CREATE TABLE game_collection_items (
  collection_id TEXT NOT NULL REFERENCES game_collections(id),
  game_identifier TEXT NOT NULL REFERENCES games(identifier),
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, game_identifier)
) WITHOUT ROWID;
CREATE INDEX game_collection_items_game ON game_collection_items (game_identifier, collection_id);
CREATE INDEX game_collection_items_order ON game_collection_items (collection_id, position);

CREATE TABLE favorite_games (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_identifier TEXT NOT NULL REFERENCES games(identifier),
  created_at TEXT NOT NULL,
  PRIMARY KEY (player_id, game_identifier)
) WITHOUT ROWID;

-- Last play of each game by each player: POST /api/player/played_games (demo aid), and every settled
-- round (the round.settled subscriber in catalogue/played-games.ts).
CREATE TABLE game_plays (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_identifier TEXT NOT NULL REFERENCES games(identifier),
  last_activity_at TEXT NOT NULL,
  PRIMARY KEY (player_id, game_identifier)
) WITHOUT ROWID;

CREATE TABLE jackpots (
  id INTEGER PRIMARY KEY,
  payload TEXT NOT NULL -- wire Jackpot
);

CREATE TABLE jackpot_wins (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  payload TEXT NOT NULL -- wire JackpotWin
);
CREATE INDEX jackpot_wins_created ON jackpot_wins (created_at DESC);
