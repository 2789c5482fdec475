-- Quests (quests module, issue 12): definitions with a level ladder per currency, each player's bets in a quest's
-- window, and the rewards given. Progress and rewards are written by the round.settled handler inside the round's
-- transaction; a reward row exists at most once per (quest, player, level), whatever the currency.
CREATE TABLE quests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- `{prefix}--{size}--{slug}` (spec part 2 §3); the page is /action/{slug}. A series' finished instance is renamed
  -- with its start date in the transaction that creates the next one, so the slug always opens the current one.
  frontend_identifier TEXT NOT NULL UNIQUE,
  size TEXT NOT NULL CHECK (size IN ('xs', 's', 'm', 'robot-s', 'robot-m')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  -- JSON array: visible to and counting for these groups only (empty: everyone).
  group_ids TEXT NOT NULL DEFAULT '[]',
  -- A recurring series: the roll job creates the next instance `repeat_every_seconds` after this one's start.
  series TEXT,
  repeat_every_seconds INTEGER CHECK (repeat_every_seconds IS NULL OR repeat_every_seconds > 0),
  -- When the roll job handled this instance's end (renamed it, created the next); null while it runs.
  rolled_at TEXT,
  -- 'seed', 'operator', 'dev' (demo-only route), 'series' (created by the roll of the previous instance).
  origin TEXT NOT NULL DEFAULT 'operator',
  created_at TEXT NOT NULL,
  CHECK (end_at > start_at)
);
CREATE INDEX quests_window ON quests (start_at, end_at);
CREATE INDEX quests_series ON quests (series, start_at);

-- The ladder of a quest in one currency: level 1 first (threshold 0), thresholds strictly rising. A quest counts
-- bets only in the currencies it has a ladder for (no conversion).
CREATE TABLE quest_levels (
  quest_id INTEGER NOT NULL REFERENCES quests(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  level INTEGER NOT NULL CHECK (level >= 1),
  bet_cents INTEGER NOT NULL CHECK (bet_cents >= 0),
  -- What reaching it gives: nothing (null), cash (`money`), a bonus to wager or a free-spin pack (the bonuses engine).
  reward_type TEXT CHECK (reward_type IS NULL OR reward_type IN ('money', 'bonus', 'freespins')),
  reward_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (reward_amount_cents >= 0),
  reward_freespins INTEGER NOT NULL DEFAULT 0 CHECK (reward_freespins >= 0),
  reward_wager_multiplier INTEGER CHECK (reward_wager_multiplier IS NULL OR reward_wager_multiplier >= 0),
  PRIMARY KEY (quest_id, currency, level),
  UNIQUE (quest_id, currency, bet_cents)
);

-- A player's bets in a quest, per currency (the status shows the one of their active wallet).
CREATE TABLE quest_progress (
  quest_id INTEGER NOT NULL REFERENCES quests(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  bets INTEGER NOT NULL DEFAULT 0 CHECK (bets >= 0),
  bet_cents INTEGER NOT NULL DEFAULT 0 CHECK (bet_cents >= 0),
  -- The current level (0: not even the first), kept with the bets it follows from.
  level INTEGER NOT NULL DEFAULT 0,
  -- The last round that counted here: the after-commit push finds the quests a round touched.
  last_round_id INTEGER,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (quest_id, player_id, currency)
);
CREATE INDEX quest_progress_round ON quest_progress (player_id, last_round_id);

-- Rewards given, at most once per level (primary key), in the transaction of the round that reached the level, with
-- what carried them: a bonus or pack id of the bonuses engine, or the ledger row of cash.
CREATE TABLE quest_rewards (
  quest_id INTEGER NOT NULL REFERENCES quests(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  level INTEGER NOT NULL,
  currency TEXT NOT NULL,
  reward_type TEXT NOT NULL,
  amount_cents INTEGER NOT NULL DEFAULT 0,
  freespins_count INTEGER NOT NULL DEFAULT 0,
  bonus_id INTEGER,
  freespins_id INTEGER,
  ledger_id INTEGER,
  -- Why nothing carries it: the bonuses engine declined (`bonuses_disabled`, `no_terms`), the wallet refused
  -- (`refused: balance_cap`), or `seeded history` (demo progress written by the seed, which moves no money).
  note TEXT,
  round_id INTEGER,
  reached_at TEXT NOT NULL,
  PRIMARY KEY (quest_id, player_id, level)
);
