-- Diagnostics sent by the client: logs, timings, validation reports, UTM and app-install events.
CREATE TABLE client_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  player_id INTEGER,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX client_reports_kind ON client_reports (kind, id);
