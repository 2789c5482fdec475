-- The game studio (issue 21): every catalogue game plays the engine of its kind. Sessions remember their
-- engine; rounds record how they were drawn (seed + nonce), what they showed (outcome JSON), their state
-- while in play (blackjack between requests, a crash bet before its cash-out, a live bet before the
-- wheel), the real/bonus split and the balance after. Rounds of the single demo slot (001) stay as they were:
-- slot rounds, finished, without a recorded outcome.
ALTER TABLE game_sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'slot'
  CHECK (kind IN ('slot', 'roulette', 'blackjack', 'crash', 'live-roulette'));
-- The slot family (slot sessions); NULL for other kinds and for sessions opened before this migration.
ALTER TABLE game_sessions ADD COLUMN variant TEXT;
-- Last request of the session's page: shared tables (crash, live) run rounds while someone is there.
ALTER TABLE game_sessions ADD COLUMN last_seen_at TEXT;

ALTER TABLE game_rounds ADD COLUMN kind TEXT NOT NULL DEFAULT 'slot'
  CHECK (kind IN ('slot', 'roulette', 'blackjack', 'crash', 'live-roulette'));
-- finished: settled (money paid, round.settled published); pending: in play (stake debited, not settled).
ALTER TABLE game_rounds ADD COLUMN status TEXT NOT NULL DEFAULT 'finished' CHECK (status IN ('finished', 'pending', 'canceled'));
-- The server seed the round was drawn with and its nonce: randomStream(seed, nonce) replays it. Session
-- games use the session's seed (never shown); crash and live rounds use the shared round's (revealed after it).
ALTER TABLE game_rounds ADD COLUMN seed TEXT;
ALTER TABLE game_rounds ADD COLUMN nonce TEXT;
-- What the round showed, for the bet history (JSON, by kind; game-studio/history/outcome-view.ts reads it).
ALTER TABLE game_rounds ADD COLUMN outcome TEXT;
-- A round in play: the engine's state (blackjack: BlackjackState, which holds the seed: never sent as is;
-- crash: the auto cash-out). NULL once settled.
ALTER TABLE game_rounds ADD COLUMN state TEXT;
-- The shared round a crash or live bet belongs to (crash_rounds.id, or the live table's round id).
ALTER TABLE game_rounds ADD COLUMN table_round_id INTEGER;
ALTER TABLE game_rounds ADD COLUMN real_bet_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_rounds ADD COLUMN bonus_bet_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_rounds ADD COLUMN real_win_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_rounds ADD COLUMN bonus_win_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_rounds ADD COLUMN free_round INTEGER NOT NULL DEFAULT 0;
-- Real + bonus money (real mode) or play money (demo) once the round settled.
ALTER TABLE game_rounds ADD COLUMN balance_after_cents INTEGER;
ALTER TABLE game_rounds ADD COLUMN updated_at TEXT;
ALTER TABLE game_rounds ADD COLUMN finished_at TEXT;
UPDATE game_rounds SET finished_at = created_at, updated_at = created_at;

-- Rounds in play, found by the jobs that finish them (blackjack auto-stand, crash and live settlement).
CREATE INDEX game_rounds_pending ON game_rounds (kind, table_round_id) WHERE status = 'pending';
-- A shared crash round's bets.
CREATE INDEX game_rounds_table_round ON game_rounds (kind, table_round_id);
-- Sessions of the shared tables recently on screen.
CREATE INDEX game_sessions_seen ON game_sessions (kind, last_seen_at);

-- The crash game's shared rounds (one schedule per crash game): the seed is drawn when the round is
-- created, its sha256 published at once, the seed itself only after the rocket exploded. All times are
-- epoch ms of the platform clock; the crash instant follows from the crash point (engines/crash.ts).
CREATE TABLE crash_rounds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_identifier TEXT NOT NULL,
  seed TEXT NOT NULL,
  seed_hash TEXT NOT NULL,
  -- Hundredths (100 = 1.00×), crashPoint(seed, id).
  crash_point INTEGER NOT NULL,
  opens_at_ms INTEGER NOT NULL,
  launch_at_ms INTEGER NOT NULL,
  crash_at_ms INTEGER NOT NULL,
  -- Every bet settled and the seed revealed.
  settled_at TEXT
);
CREATE INDEX crash_rounds_game ON crash_rounds (game_identifier, id);
CREATE INDEX crash_rounds_open ON crash_rounds (crash_at_ms) WHERE settled_at IS NULL;

-- The live tables' rounds that were announced (bets open) and settled (the wheel's number, the revealed
-- seed). The schedule and the number are pure functions of time and the table seed (engines/live-table.ts);
-- a row only makes each announcement and settlement happen once.
CREATE TABLE live_table_rounds (
  table_id TEXT NOT NULL,
  round_id INTEGER NOT NULL,
  announced_at TEXT NOT NULL,
  number INTEGER,
  settled_at TEXT,
  PRIMARY KEY (table_id, round_id)
) WITHOUT ROWID;
