import { proxy, ref } from 'valtio';
import type * as z from 'zod/mini';
import type { awardSchema, bookSchema, CmsPage } from '@schemas/wire/cms';
import type { AwardsApi } from './api';

export type Award = z.infer<typeof awardSchema>;
export type Book = z.infer<typeof bookSchema>;

export interface AwardsState {
  /** `undefined`: not loaded yet; `null`: failed. */
  awards: Award[] | null | undefined;
  books: Book[] | null | undefined;
  /** The `/awards` CMS text per locale; `null` when missing or failed (the page still lists awards). */
  pages: Record<string, CmsPage | null | undefined>;
}

/** One per runtime (`awardsState`, DESIGN §4); nothing here belongs to a player. The API arrives on first use. */
export function createAwardsStore(loadApi: () => Promise<AwardsApi>) {
  const state = proxy<AwardsState>({ awards: undefined, books: undefined, pages: {} });
  const asked = new Set<string>();
  const once = (key: string, run: () => Promise<unknown>) => {
    if (!asked.has(key)) {
      asked.add(key);
      void run();
    }
  };
  return {
    state,
    ensureAwards: () => once('awards', () => loadApi().then((api) => api.awards()).then((list) => (state.awards = ref(list)), () => (state.awards = null))),
    ensureBooks: () => once('books', () => loadApi().then((api) => api.books()).then((list) => (state.books = ref(list)), () => (state.books = null))),
    ensurePage: (locale: string) =>
      once(`page:${locale}`, () =>
        loadApi().then((api) => api.awardsPage(locale)).then((page) => (state.pages[locale] = page ? ref(page) : null), () => (state.pages[locale] = null)),
      ),
  };
}
export type AwardsStore = ReturnType<typeof createAwardsStore>;

/** Winners first, then the most recent: the order of every awards list. */
export function sortAwards(awards: readonly Award[]): Award[] {
  const rank = { winner: 0, finalist: 1, nominee: 2 } as const;
  return [...awards].sort((a, b) => rank[a.prize] - rank[b.prize] || b.year - a.year);
}
