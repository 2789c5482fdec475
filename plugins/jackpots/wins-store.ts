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

/** The strip's entries, newest first; replaced (not mutated) on each change, so `useSyncExternalStore` sees it. */
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
    /** Earlier winners (the jackpot winners list) under what was pushed, when the strip opens. */
    seed(wins: readonly FeedWin[]) {
      const known = new Set(entries.map((e) => e.key));
      entries = [...entries, ...wins.filter((w) => !known.has(w.key))].slice(0, FEED_SIZE);
      emit();
    },
  };
}
export type WinsStore = ReturnType<typeof createWinsStore>;
