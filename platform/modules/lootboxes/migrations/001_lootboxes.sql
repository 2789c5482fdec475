-- Lootboxes (lootboxes module, issue 12): definitions with weighted items, the boxes players hold (each with its
-- own copy of the items, fixed when issued), and the recorded draw of each opened box. Opening a box is ONE
-- transaction: the box becomes `activated`, the draw is stored (seed, nonce, weights, roll, item) and the won
-- item's bonuses are issued by the bonuses engine, so a box is never opened without its prize or twice.

-- What operators author: a kind of box and its items. Boxes copy them when issued.
CREATE TABLE lootbox_definitions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  group_key TEXT NOT NULL,
  -- Days a box of this kind stays openable after it is issued.
  valid_days INTEGER NOT NULL CHECK (valid_days > 0),
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

CREATE TABLE lootbox_definition_items (
  definition_id INTEGER NOT NULL REFERENCES lootbox_definitions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- The prize's key, stable across boxes of one kind (a wheel segment's id for wheel boxes).
  prize TEXT NOT NULL,
  title TEXT NOT NULL,
  weight INTEGER NOT NULL CHECK (weight >= 0),
  -- JSON [{title, type: freespins|bonus, attributes: {freespins_count} | {bonus_amount: {CUR: cents}}, result_bonus: {wager, max_win: {CUR: cents}}}]
  prize_bonuses TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (definition_id, position)
);

CREATE TABLE lootboxes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  definition_id INTEGER REFERENCES lootbox_definitions(id),
  title TEXT NOT NULL,
  -- Spec part 2 §9: `wheel` and `manual_wheel` boxes are spins of the prize wheel; `lootbox` a box to open.
  group_key TEXT NOT NULL,
  strategy TEXT NOT NULL DEFAULT 'weighted',
  -- The prize is issued in this currency (the player's active wallet when the box was issued).
  currency TEXT NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('issued', 'activated', 'expired')),
  -- What issued it, unique per player: `seed:…`, `registration`, `wheel:daily:2026-11-24`, `wheel:grant:7`, a reward's ref.
  source_ref TEXT NOT NULL,
  created_at TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  activated_at TEXT,
  expired_at TEXT,
  UNIQUE (player_id, source_ref),
  CHECK (valid_until > created_at)
);
CREATE INDEX lootboxes_player ON lootboxes (player_id, stage);
CREATE INDEX lootboxes_due ON lootboxes (stage, valid_until);

CREATE TABLE lootbox_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lootbox_id INTEGER NOT NULL REFERENCES lootboxes(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  prize TEXT NOT NULL,
  title TEXT NOT NULL,
  weight INTEGER NOT NULL CHECK (weight >= 0),
  prize_bonuses TEXT NOT NULL DEFAULT '[]',
  UNIQUE (lootbox_id, position)
);

-- The draw of an opened box, recorded so it can be replayed (draw.ts `replayDraw`): mulberry32 seeded from
-- (seed, nonce) gives `roll` in [0, total_weight) over `weights` (JSON [[item_id, weight], …] in the order
-- drawn); the item whose share holds the roll won. `issued`: JSON [{kind, id, title}] of the gifts it gave.
CREATE TABLE lootbox_draws (
  lootbox_id INTEGER PRIMARY KEY REFERENCES lootboxes(id) ON DELETE CASCADE,
  seed INTEGER NOT NULL,
  nonce INTEGER NOT NULL,
  weights TEXT NOT NULL,
  total_weight INTEGER NOT NULL CHECK (total_weight > 0),
  roll INTEGER NOT NULL CHECK (roll >= 0 AND roll < total_weight),
  item_id INTEGER NOT NULL REFERENCES lootbox_items(id),
  issued TEXT NOT NULL DEFAULT '[]',
  drawn_at TEXT NOT NULL
);
