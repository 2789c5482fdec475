import type { Db } from '../db/database';

/**
 * The dev mailbox: in demo mode every mail the platform "sends" is kept here (core table `mailbox`,
 * db/migrations/001_core.sql) for the accounts module's /dev/mailbox pages to show.
 */
export interface MailRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  kind: string;
  created_at: string;
}

export function storeMail(db: Db, to: string, subject: string, body: string, kind: string) {
  db.prepare('INSERT INTO mailbox (to_email, subject, body, kind, created_at) VALUES (?, ?, ?, ?, ?)').run(to, subject, body, kind, new Date().toISOString());
}

/** The newest 200 mails, to one address (any case) or to anyone. */
export function readMailbox(db: Db, to: string | null): MailRow[] {
  return to
    ? (db.prepare('SELECT * FROM mailbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC LIMIT 200').all(to) as MailRow[])
    : (db.prepare('SELECT * FROM mailbox ORDER BY id DESC LIMIT 200').all() as MailRow[]);
}
