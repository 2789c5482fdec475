/** Spec part 1 §9: the support counter shows `1+` above 1 (one unread reply shows `1`); nothing at 0. */
export function supportCounterText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 1 ? '1+' : '1';
}

/** §4: the live-chat count is the replies newer than the last time the player opened the chat. */
export function unreadReplies(messages: readonly { author: string; created_at: string }[], lastOpenAt: number): number {
  return messages.filter((m) => m.author === 'operator' && Date.parse(m.created_at) > lastOpenAt).length;
}
