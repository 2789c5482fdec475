import { useLoadedSoon, usePluginState, useRuntime } from '@core/index';
import type { CmsPageSummary } from '@schemas/wire/cms';
import { pageListKey } from './page-reads';
import { contentState } from './state';

/**
 * The CMS page list of the current locale (menus, article lists); `null` while loading or failed. Never suspends in
 * the browser (the header's menus do not wait for it); the server renderer waits, so a drawn page's menus are whole
 * and the browser hydrates them from the list the page carried.
 */
export function usePageList(): { pages: readonly CmsPageSummary[] | null; status: 'loading' | 'ready' | 'failed' } {
  const runtime = useRuntime();
  const store = usePluginState(contentState);
  const locale = runtime.locale.current;
  const list = useLoadedSoon(pageListKey(locale), () => store.readList(locale));
  if (list.status === 'loading') return { pages: null, status: 'loading' };
  if (list.status === 'failed' || list.value === null) return { pages: null, status: 'failed' };
  return { pages: list.value, status: 'ready' };
}
