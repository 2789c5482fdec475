import { defineService, useRuntime } from '@core/index';
import type { SearchOptions } from './manifest';
import type { SearchStore } from './store';

/** The API client is not here: the search panel builds it on first use (`searchApiOf`). */
export interface SearchContext {
  store: SearchStore;
  options: SearchOptions;
}

export const SEARCH_CONTEXT = defineService<SearchContext>('search.context');
export const SEARCH_MODAL = 'search';

export function useSearchContext(): SearchContext {
  const context = useRuntime().services.get(SEARCH_CONTEXT);
  if (!context) throw new Error('search plugin context missing');
  return context;
}
