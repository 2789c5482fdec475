-- The prize wheel (wheel module, issue 12): spins granted to a player beyond the daily one (by an operator, a
-- reward, the demo seed). Each grant becomes one lootbox of group `manual_wheel` (the lootboxes module's) the next
-- time the player's boxes are listed; `lootbox_ref` is that box's source_ref. The daily spin needs no row: its
-- box's source_ref (`wheel:daily:YYYY-MM-DD`) is its own record.
CREATE TABLE wheel_grants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  -- What granted it, unique per player (`seed:1`, `dev:9f2c…`, a reward's ref): granting again gives nothing.
  ref TEXT NOT NULL,
  granted_at TEXT NOT NULL,
  lootbox_ref TEXT,
  issued_at TEXT,
  UNIQUE (player_id, ref)
);
CREATE INDEX wheel_grants_pending ON wheel_grants (player_id, issued_at);
