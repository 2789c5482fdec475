-- Support (support module, issue 17): chat conversations of both chat backends (spec part 1 §6: the live chat and
-- the messenger), their messages, the messenger's restore ids (/restore-id/get|set) and contact-form messages.
-- One conversation per player and backend; a messenger conversation is also known by its restore id.
CREATE TABLE support_conversations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL,
  backend TEXT NOT NULL CHECK (backend IN ('live_chat', 'messenger')),
  -- The chat group the client chose by the group rules (26 general live chat; 1 general, 2 VIP messenger).
  chat_group INTEGER NOT NULL,
  restore_id TEXT UNIQUE,
  created_at TEXT NOT NULL,
  last_message_at TEXT NOT NULL,
  UNIQUE (player_id, backend)
);
CREATE INDEX support_conversations_recent ON support_conversations (last_message_at);

CREATE TABLE support_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id INTEGER NOT NULL REFERENCES support_conversations (id),
  author TEXT NOT NULL CHECK (author IN ('player', 'operator')),
  -- Plain text, shown as text (never HTML) by the client and the operator page.
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX support_messages_conversation ON support_messages (conversation_id, id);

-- What the messenger widget stores per player (`internalId`), project and type: its own conversation key.
CREATE TABLE support_restore_ids (
  player_id INTEGER NOT NULL,
  project TEXT NOT NULL,
  type TEXT NOT NULL,
  restore_id TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (player_id, project, type)
);

-- The /support contact form (guests and players): kept for the support team; a copy is mailed to the sender.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  address TEXT NOT NULL,
  created_at TEXT NOT NULL
);
