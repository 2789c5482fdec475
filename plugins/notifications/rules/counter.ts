/** Spec part 1 §9: the notification counter shows `9+` at 9 or more; nothing at 0. */
export function notificationCounterText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread >= 9 ? '9+' : String(Math.floor(unread));
}
