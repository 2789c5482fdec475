-- Tournaments (tournaments module): definitions, prizes, per-player scores and the results of the finish.
-- Scores are written by the round.settled handler inside the round's transaction; results and payouts by
-- the scheduler's finish job, in one transaction per tournament (mark finished_at, then pay).
CREATE TABLE tournaments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The slug of /tournaments/{slug}. A recurring series' open instance holds the series slug; a finished one
  -- is renamed `{series}-{start date}` in the transaction that finishes it.
  frontend_identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  strategy TEXT NOT NULL CHECK (strategy IN ('bets_sum', 'wins_sum', 'max_multiplier', 'bets_count')),
  -- Only bets in this currency score (no conversion).
  currency TEXT NOT NULL,
  user_confirmation_required INTEGER NOT NULL DEFAULT 0 CHECK (user_confirmation_required IN (0, 1)),
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  finished_at TEXT,
  -- Money prizes never add up to more than this (checked when created and when paid).
  money_budget_cents INTEGER NOT NULL DEFAULT 0 CHECK (money_budget_cents >= 0),
  -- JSON arrays: visible to / scoring for these groups only (empty: everyone); scoring games and providers
  -- (both empty: every game).
  group_ids TEXT NOT NULL DEFAULT '[]',
  games TEXT NOT NULL DEFAULT '[]',
  providers TEXT NOT NULL DEFAULT '[]',
  -- How many places `top_players` shows.
  leaderboard_size INTEGER NOT NULL DEFAULT 10 CHECK (leaderboard_size BETWEEN 1 AND 100),
  -- A recurring series: the finish job creates the next instance `repeat_every_seconds` after this one's start.
  series TEXT,
  repeat_every_seconds INTEGER CHECK (repeat_every_seconds IS NULL OR repeat_every_seconds > 0),
  -- 'seed', 'operator', 'dev' (demo-only route), 'series' (created by the finish of the previous instance).
  origin TEXT NOT NULL DEFAULT 'operator',
  created_at TEXT NOT NULL,
  CHECK (end_at > start_at)
);
CREATE INDEX tournaments_open ON tournaments (finished_at, end_at);
CREATE INDEX tournaments_series ON tournaments (series, start_at);

CREATE TABLE tournament_prizes (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  award_place INTEGER NOT NULL CHECK (award_place > 0),
  money_award_cents INTEGER NOT NULL DEFAULT 0 CHECK (money_award_cents >= 0),
  freespins_count INTEGER NOT NULL DEFAULT 0 CHECK (freespins_count >= 0),
  PRIMARY KEY (tournament_id, award_place)
);

-- One row per player taking part: confirmed (POST confirm) or auto-joined by a scoring bet where no
-- confirmation is required. `score` is the strategy's integer score (minor units, hundredths of a
-- multiplier, or a count); ties go to who reached it first (`score_reached_at`, then the round id).
CREATE TABLE tournament_players (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  joined_at TEXT NOT NULL,
  joined_via TEXT NOT NULL CHECK (joined_via IN ('confirmation', 'auto', 'seed')),
  bets INTEGER NOT NULL DEFAULT 0,
  bet_cents INTEGER NOT NULL DEFAULT 0,
  wins INTEGER NOT NULL DEFAULT 0,
  win_cents INTEGER NOT NULL DEFAULT 0,
  score INTEGER NOT NULL DEFAULT 0 CHECK (score >= 0),
  score_reached_at TEXT,
  score_seq INTEGER NOT NULL DEFAULT 0,
  -- The last round that scored here: the after-commit push finds the tournaments a round touched.
  last_round_id INTEGER,
  PRIMARY KEY (tournament_id, player_id)
);
CREATE INDEX tournament_players_rank ON tournament_players (tournament_id, score DESC, score_reached_at, score_seq, player_id);
CREATE INDEX tournament_players_round ON tournament_players (player_id, last_round_id);

-- Distinct games a player scored on (`games_taken`).
CREATE TABLE tournament_player_games (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_identifier TEXT NOT NULL,
  PRIMARY KEY (tournament_id, player_id, game_identifier)
);

-- The prizes given when the tournament finished: one row per place, at most once (primary key), written in
-- the finishing transaction with the ledger row of its money (`ledger_id`). Free spins are a pending award
-- for the bonuses engine (published as promotion.prize_awarded).
CREATE TABLE tournament_results (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  award_place INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  score INTEGER NOT NULL,
  money_award_cents INTEGER NOT NULL DEFAULT 0,
  freespins_count INTEGER NOT NULL DEFAULT 0,
  ledger_id INTEGER,
  -- Why no ledger row backs the money: the wallet refused (`refused: balance_cap`), or `seeded history`
  -- (demo archives written by the seed, which moves no money). Null when paid or when there was none.
  payout_note TEXT,
  awarded_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, award_place),
  UNIQUE (tournament_id, player_id)
);
