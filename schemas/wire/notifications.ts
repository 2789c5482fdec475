import * as z from 'zod/mini';
import { isoDate } from './common';
import { openEnum, orNull, wireId, wireText } from './tolerant';

/**
 * A personal notification (spec part 1 §3 "Notification"; issue 17): pushed on the private channels
 * `personal_notifications:{playerId}` and `tournament_notifications:{playerId}` (event = channel name) and listed by
 * `GET /api/player/notifications` (the reference platform's addition: the ones not yet expired, newest first).
 * `identifier` set: the item is about a tournament (the client opens it). `expires_at` is the reference platform's
 * addition; without it the client keeps an item 2 hours from `timestamp` (spec part 1 §9).
 */
export const NOTIFICATION_TYPES = ['personal', 'bonuses_changes', 'freespins_changes'] as const;

const buttonSchema = z.object({
  /** A named route of the client (`tournament`, `profileGifts`…) or a same-site path: one of the two. */
  toName: orNull(z.string()),
  path: orNull(z.string()),
  title: wireText,
});

export const notificationContentSchema = z.object({
  icon: orNull(z.string()),
  title: wireText,
  button: orNull(buttonSchema),
});

export const notificationSchema = z.object({
  id: wireId,
  type: z.catch(openEnum(NOTIFICATION_TYPES), 'other' as const),
  text: wireText,
  content: z.catch(notificationContentSchema, { icon: null, title: '', button: null }),
  identifier: orNull(wireId),
  timestamp: isoDate,
  expires_at: orNull(isoDate),
});
export type Notification = z.output<typeof notificationSchema>;
/** What the platform sends (the reference platform writes this type). */
export type WireNotification = z.input<typeof notificationSchema>;
