/**
 * The live amount of each jackpot level in the currency on screen: one tiny store per level, so a tick re-renders
 * only the amounts that changed (`LiveAmount` subscribes to its own level), never the page or the row around them.
 * No schema and no component here: the lobby row's first paint carries it.
 */
type Listener = () => void;

export interface AmountStore {
  /** The currency the amounts are in (the list's); a tick in another currency does not apply. */
  readonly currency: () => string | null;
  get(levelId: number): number | undefined;
  subscribe(levelId: number, listener: Listener): () => void;
  /** A fresh list (in `currency`): replaces every level's amount. */
  load(currency: string, amounts: Iterable<readonly [levelId: number, cents: number]>): void;
  /** A tick: the levels whose amount in the current currency is known. */
  apply(amounts: Iterable<readonly [levelId: number, cents: number]>): void;
}

export function createAmountStore(): AmountStore {
  let currency: string | null = null;
  const values = new Map<number, number>();
  const listeners = new Map<number, Set<Listener>>();
  const set = (levelId: number, cents: number) => {
    if (values.get(levelId) === cents) return;
    values.set(levelId, cents);
    for (const listener of listeners.get(levelId) ?? []) listener();
  };
  return {
    currency: () => currency,
    get: (levelId) => values.get(levelId),
    subscribe(levelId, listener) {
      let set = listeners.get(levelId);
      if (!set) listeners.set(levelId, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    load(next, amounts) {
      currency = next;
      for (const [levelId, cents] of amounts) set(levelId, cents);
    },
    apply(amounts) {
      for (const [levelId, cents] of amounts) set(levelId, cents);
    },
  };
}
