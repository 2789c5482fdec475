import type { Notification } from '@schemas/wire/notifications';

/** Spec part 1 §9: notifications expire after 2 h (from `timestamp`, unless the platform says `expires_at`). */
export const NOTIFICATION_TTL_MS = 2 * 60 * 60 * 1000;
/** The inbox keeps at most this many: older ones fall off. */
export const INBOX_MAX = 50;

/** An inbox item: the notification and whether the player has read it. */
export interface InboxItem {
  notification: Notification;
  read: boolean;
}

export function expiresAt(notification: Notification): number {
  const stated = notification.expires_at ? Date.parse(notification.expires_at) : Number.NaN;
  if (Number.isFinite(stated)) return stated;
  const sent = Date.parse(notification.timestamp);
  return (Number.isFinite(sent) ? sent : 0) + NOTIFICATION_TTL_MS;
}

const sentAt = (item: InboxItem) => Date.parse(item.notification.timestamp) || 0;

/**
 * The inbox after `incoming` arrived (a push, the list, the stored copy): one item per id — a known one keeps its
 * read flag —, expired ones dropped, newest first, at most `INBOX_MAX`.
 */
export function mergeInbox(current: readonly InboxItem[], incoming: readonly InboxItem[], now: number): InboxItem[] {
  const byId = new Map<string, InboxItem>();
  for (const item of [...current, ...incoming]) {
    const known = byId.get(item.notification.id);
    byId.set(item.notification.id, known ? { notification: item.notification, read: known.read || item.read } : item);
  }
  return [...byId.values()]
    .filter((item) => expiresAt(item.notification) > now)
    .sort((a, b) => sentAt(b) - sentAt(a))
    .slice(0, INBOX_MAX);
}

export const unreadCount = (items: readonly InboxItem[]) => items.filter((item) => !item.read).length;

/** Where an item's button leads: a tournament's page when it carries an identifier, else its path or named route. */
export function itemTarget(notification: Notification): string | null {
  if (notification.identifier) return `/tournaments/${encodeURIComponent(notification.identifier)}`;
  const button = notification.content.button;
  if (!button) return null;
  if (button.path && /^\/(?![/\\])/.test(button.path)) return button.path;
  return button.toName ? (NAMED_ROUTES[button.toName] ?? null) : null;
}

/**
 * Route names a platform may send as `toName` (the family's client route names, spec part 1 §2 and part 2 §2),
 * mapped to this client's paths. An unknown name leads nowhere (the item shows no button).
 */
const NAMED_ROUTES: Record<string, string> = {
  main: '/',
  lobby: '/',
  profile: '/profile',
  profileGifts: '/profile/gifts',
  gifts: '/profile/gifts',
  bonuses: '/profile/gifts',
  cashbox: '/cashbox',
  cashboxDashboard: '/dashboard',
  deposit: '/deposit',
  history: '/cashbox/history',
  tournaments: '/tournaments',
  promotions: '/promotions',
  support: '/support',
};
