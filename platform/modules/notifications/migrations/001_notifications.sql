-- Personal notifications (notifications module, issue 17): what the player is told once (a bonus issued, free
-- spins, a tournament result, a payment's state), kept until it expires (2 hours, spec part 1 §9). `source_ref`
-- names the fact it reports, so a handler that runs again never tells the player twice.
CREATE TABLE player_notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL,
  source_ref TEXT NOT NULL,
  -- 'personal', 'bonuses_changes', 'freespins_changes' (spec part 1 §3).
  type TEXT NOT NULL,
  -- The private channel it was pushed on: 'personal_notifications' or 'tournament_notifications'.
  channel TEXT NOT NULL,
  icon TEXT,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  button_title TEXT,
  button_to_name TEXT,
  button_path TEXT,
  -- Set: the notification is about this tournament (the client opens it).
  identifier TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  UNIQUE (player_id, source_ref)
);
CREATE INDEX player_notifications_live ON player_notifications (player_id, expires_at);
