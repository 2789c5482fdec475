import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime } from '@core/index';
import type { CmsPageSummary } from '@schemas/wire/cms';
import { contentState } from './state';

/** The CMS page list of the current locale, loading it on first use; `null` while loading or failed. */
export function usePageList(): { pages: readonly CmsPageSummary[] | null; status: 'loading' | 'ready' | 'failed' } {
  const runtime = useRuntime();
  const store = usePluginState(contentState);
  const locale = runtime.locale.current;
  const { lists } = useSnapshot(store.state);
  useEffect(() => store.ensureList(locale), [store, locale]);
  const entry = lists[locale];
  if (!entry || entry.status === 'loading') return { pages: null, status: 'loading' };
  if (entry.status === 'failed') return { pages: null, status: 'failed' };
  // Lists are stored with `ref`: the snapshot holds the original array, only typed read-only.
  return { pages: entry.value as CmsPageSummary[], status: 'ready' };
}
