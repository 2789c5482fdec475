import type { Db } from '../../db/database';
import type { WireNotification } from '../../../schemas/wire/notifications';

/** Spec part 1 §9: notifications expire after 2 h. */
export const NOTIFICATION_TTL_MS = 2 * 60 * 60 * 1000;

export const NOTIFICATION_CHANNELS = ['personal_notifications', 'tournament_notifications'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a fact becomes: the player's text, and where its button leads. */
export interface NewNotification {
  playerId: number;
  /** Unique per player: the fact it reports (`payment:12:succeeded`), so it is told once. */
  sourceRef: string;
  type: 'personal' | 'bonuses_changes' | 'freespins_changes';
  channel: NotificationChannel;
  icon: string | null;
  title: string;
  text: string;
  button?: { title: string; toName?: string; path?: string } | null;
  identifier?: string | null;
}

export interface NotificationRow {
  id: number;
  player_id: number;
  source_ref: string;
  type: string;
  channel: NotificationChannel;
  icon: string | null;
  title: string;
  text: string;
  button_title: string | null;
  button_to_name: string | null;
  button_path: string | null;
  identifier: string | null;
  created_at: string;
  expires_at: string;
}

/** Stores it (expiring `NOTIFICATION_TTL_MS` after `now`); null when that fact was told already. */
export function insertNotification(db: Db, notification: NewNotification, now: Date): NotificationRow | null {
  const button = notification.button ?? null;
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO player_notifications
         (player_id, source_ref, type, channel, icon, title, text, button_title, button_to_name, button_path, identifier, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      notification.playerId,
      notification.sourceRef,
      notification.type,
      notification.channel,
      notification.icon,
      notification.title,
      notification.text,
      button?.title ?? null,
      button?.toName ?? null,
      button?.path ?? null,
      notification.identifier ?? null,
      now.toISOString(),
      new Date(now.getTime() + NOTIFICATION_TTL_MS).toISOString(),
    );
  if (inserted.changes === 0) return null;
  return db.prepare('SELECT * FROM player_notifications WHERE id = ?').get(Number(inserted.lastInsertRowid)) as NotificationRow;
}

/** The player's notifications not yet expired at `now`, newest first. */
export function liveNotifications(db: Db, playerId: number, now: Date): NotificationRow[] {
  return db
    .prepare('SELECT * FROM player_notifications WHERE player_id = ? AND expires_at > ? ORDER BY created_at DESC, id DESC LIMIT 50')
    .all(playerId, now.toISOString()) as NotificationRow[];
}

/** Drops expired rows (the scheduler's sweep): nothing reads them again. */
export function deleteExpired(db: Db, now: Date): number {
  return db.prepare('DELETE FROM player_notifications WHERE expires_at <= ?').run(now.toISOString()).changes;
}

export function notificationToWire(row: NotificationRow): WireNotification {
  return {
    id: row.id,
    type: row.type,
    text: row.text,
    content: {
      icon: row.icon,
      title: row.title,
      button: row.button_title ? { title: row.button_title, toName: row.button_to_name, path: row.button_path } : null,
    },
    identifier: row.identifier,
    timestamp: row.created_at,
    expires_at: row.expires_at,
  };
}
