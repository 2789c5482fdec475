-- Platform core: key/value metadata (the socket-token secret) and the dev mailbox that ctx.mail() fills in
-- demo mode. Module tables live in each module's own migrations/ folder.
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE mailbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX mailbox_to ON mailbox (to_email, id);
