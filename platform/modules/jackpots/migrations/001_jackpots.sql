-- Jackpots (jackpots module, issue 17): network jackpots with levels whose pools grow from a share of real bets on
-- their games, and every award of a level. A level's pool and its generation change only inside the transaction of
-- the round that contributed or won (or a forced demo drop), so a pool is paid once per generation.
CREATE TABLE jackpot_pools (
  id INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'paused', 'finished')),
  -- A mystic jackpot also has a page at `/{identifier}` (client flag enableMysticJackpots).
  mystic INTEGER NOT NULL DEFAULT 0 CHECK (mystic IN (0, 1)),
  -- The currency the pools are kept in; bets in the other allowed currencies are converted into it.
  currency TEXT NOT NULL,
  -- JSON array of currency codes whose real bets contribute and whose players may win.
  allowed_currencies TEXT NOT NULL DEFAULT '[]',
  -- The seed of every drop roll of this jackpot (DESIGN §12: a roll is a pure function of it, the round and the level).
  draw_seed INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

-- The games whose real bets feed a jackpot (catalogue identifiers).
CREATE TABLE jackpot_pool_games (
  jackpot_id INTEGER NOT NULL REFERENCES jackpot_pools(id) ON DELETE CASCADE,
  game_identifier TEXT NOT NULL,
  PRIMARY KEY (jackpot_id, game_identifier)
);
CREATE INDEX jackpot_pool_games_game ON jackpot_pool_games (game_identifier);

CREATE TABLE jackpot_levels (
  id INTEGER PRIMARY KEY,
  jackpot_id INTEGER NOT NULL REFERENCES jackpot_pools(id) ON DELETE CASCADE,
  identifier TEXT NOT NULL,
  name TEXT NOT NULL,
  level_index INTEGER NOT NULL CHECK (level_index >= 0),
  -- What the pool restarts from after it dropped, in the jackpot's currency.
  seed_cents INTEGER NOT NULL CHECK (seed_cents > 0),
  -- The pool now, in the jackpot's currency; `carry_units` holds the part below one cent (1/10 000 cent).
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  carry_units INTEGER NOT NULL DEFAULT 0 CHECK (carry_units >= 0 AND carry_units < 10000),
  -- Share of each contributing bet added to this pool, in basis points (100 = 1 %).
  share_bp INTEGER NOT NULL CHECK (share_bp >= 0),
  -- Chance that one contributing bet wins this level, in parts per million.
  drop_chance_ppm INTEGER NOT NULL CHECK (drop_chance_ppm >= 0 AND drop_chance_ppm <= 1000000),
  -- Bumped by every drop: an award is unique per (level, generation), so a pool is never paid twice.
  generation INTEGER NOT NULL DEFAULT 0,
  UNIQUE (jackpot_id, identifier),
  UNIQUE (jackpot_id, level_index)
);

-- Every award of a level, newest last: the winners leaderboard reads it. Drops record how they were decided
-- (`seed`, `nonce` = the round id, `roll` below `chance_ppm`), so any drop can be replayed; seeded past winners
-- (origin `seed`) have no player and no roll.
CREATE TABLE jackpot_awards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  jackpot_id INTEGER NOT NULL REFERENCES jackpot_pools(id) ON DELETE CASCADE,
  level_id INTEGER REFERENCES jackpot_levels(id),
  generation INTEGER,
  origin TEXT NOT NULL CHECK (origin IN ('draw', 'forced', 'seed')),
  player_id INTEGER,
  user_name TEXT NOT NULL,
  level_name TEXT NOT NULL,
  -- The pool as it dropped, in the jackpot's currency, and what the winner got in their own currency.
  original_amount_cents INTEGER NOT NULL CHECK (original_amount_cents >= 0),
  original_currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  round_id INTEGER,
  game_identifier TEXT,
  seed INTEGER,
  nonce INTEGER,
  roll INTEGER,
  chance_ppm INTEGER,
  ledger_id INTEGER,
  created_at TEXT NOT NULL,
  UNIQUE (level_id, generation)
);
CREATE INDEX jackpot_awards_created ON jackpot_awards (created_at DESC);
CREATE INDEX jackpot_awards_amount ON jackpot_awards (original_amount_cents DESC);
