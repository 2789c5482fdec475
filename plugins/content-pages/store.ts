import { proxy, ref } from 'valtio';
import type { CmsPage, CmsPageSummary } from '@schemas/wire/cms';
import type { ContentApi } from './api';

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

export interface ContentState {
  /** Page lists by locale (`GET /api/cms/pages?l=`). */
  lists: Record<string, Load<CmsPageSummary[]>>;
  /** Pages by `locale:slug`; `null` value: the page does not exist. */
  pages: Record<string, Load<CmsPage | null>>;
}

/**
 * One per runtime (`contentState`, DESIGN §4); the API arrives through `loadApi` so its code loads on first use. Content is the same for guests and players, so logout keeps
 * it; a locale change loads that locale's list beside the others.
 */
export function createContentStore(loadApi: () => Promise<ContentApi>, warn: (code: string, details: unknown) => void) {
  const state = proxy<ContentState>({ lists: {}, pages: {} });
  return {
    state,
    ensureList(locale: string) {
      if (state.lists[locale]) return;
      state.lists[locale] = { status: 'loading' };
      loadApi().then((api) => api.pages(locale)).then(
        (pages) => (state.lists[locale] = { status: 'ready', value: ref(pages) }),
        () => (state.lists[locale] = { status: 'failed' }),
      );
    },
    ensurePage(locale: string, slug: string) {
      const key = `${locale}:${slug}`;
      const current = state.pages[key];
      if (current && current.status !== 'failed') return;
      state.pages[key] = { status: 'loading' };
      loadApi().then((api) => api.page(locale, slug)).then(
        (page) => {
          // Spec §8: static page load failures are warnings; the page shows a message.
          if (!page) warn('LOAD_CMS_PAGE_MISSING', { locale, slug });
          state.pages[key] = { status: 'ready', value: page ? ref(page) : null };
        },
        () => (state.pages[key] = { status: 'failed' }),
      );
    },
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;
