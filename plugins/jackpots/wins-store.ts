/** One entry of the "latest wins" strip: a big win or a jackpot drop, as the public `wins` channel told it. */
export interface FeedWin {
  key: string;
  name: string;
  game: string;
  amountCents: number;
  currency: string;
  /** The jackpot level's name for a drop, else null. */
  jackpotLevel: string | null;
  at: string;
}

/** Entries the strip keeps: newest first, the oldest falls off. */
export const FEED_SIZE = 12;

type Listener = () => void;

/**
 * What the strip shows: the pushed wins, then the earlier winners it was drawn with (read while rendering, so a
 * server-drawn page carries them) that were not pushed again, newest first, at most `FEED_SIZE`. A pure function of
 * both, so the server's render and the browser's hydrating one write the same list.
 */
export function withEarlierWins(pushed: readonly FeedWin[], earlier: readonly FeedWin[]): readonly FeedWin[] {
  if (earlier.length === 0) return pushed;
  const known = new Set(pushed.map((e) => e.key));
  return [...pushed, ...earlier.filter((w) => !known.has(w.key))].slice(0, FEED_SIZE);
}

/** The strip's pushed entries, newest first; replaced (not mutated) on each change, so `useSyncExternalStore` sees it. */
export function createWinsStore() {
  let entries: readonly FeedWin[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  return {
    entries: () => entries,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A pushed win, first; a duplicate (same key) is ignored. */
    add(win: FeedWin) {
      if (entries.some((e) => e.key === win.key)) return;
      entries = [win, ...entries].slice(0, FEED_SIZE);
      emit();
    },
  };
}
export type WinsStore = ReturnType<typeof createWinsStore>;
