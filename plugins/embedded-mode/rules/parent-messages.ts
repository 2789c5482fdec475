/**
 * The messages between the site and its parent (spec part 1 §1; shapes "not shown", decided here). Outgoing:
 * `{ source: 'croupier', type: 'close' | 'redirect' | 'refresh_user', … }`. Incoming, from the parent's origin
 * only: `{ type: 'refresh_user' }` asks the site to reload the player (the parent signed them in or paid in).
 */
export type ParentMessage =
  | { source: 'croupier'; type: 'close' }
  | { source: 'croupier'; type: 'redirect'; url: string }
  | { source: 'croupier'; type: 'refresh_user'; signed_in: boolean };

export type ParentCommand = { type: 'refresh_user' };

/**
 * An incoming message the site acts on, or `null`: from any other origin than the embedding parent's, or of any
 * other shape, it is ignored (a page in another tab or frame must not steer the site).
 */
export function acceptedCommand(event: { origin: string; data: unknown }, parentOrigin: string): ParentCommand | null {
  if (event.origin !== parentOrigin) return null;
  const data = event.data as { type?: unknown } | null;
  if (typeof data !== 'object' || data === null) return null;
  return data.type === 'refresh_user' ? { type: 'refresh_user' } : null;
}

/** A link the parent should open instead of the frame: another origin, over http(s). */
export function isForeignLink(href: string, ownOrigin: string): boolean {
  try {
    const url = new URL(href, ownOrigin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== ownOrigin;
  } catch {
    return false;
  }
}
