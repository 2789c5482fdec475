import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner, usePluginState, useRuntime, useTranslation } from '@core/index';
import type { CmsPage } from '@schemas/wire/cms';
import { contentState } from '../state';
import { CmsPageView } from './CmsPageView';
import { PageMessage } from './PageMessage';

/** Loads one page by slug and shows it, a missing-page message or a retry (spec §8). */
export function CmsPageLoader({ slug, path, dynamic }: { slug: string; path: string; dynamic: boolean }) {
  const runtime = useRuntime();
  const { t } = useTranslation('content-pages');
  const store = usePluginState(contentState);
  const locale = runtime.locale.current;
  const { pages } = useSnapshot(store.state);
  useEffect(() => store.ensurePage(locale, slug), [store, locale, slug]);
  const entry = pages[`${locale}:${slug}`];
  if (!entry || entry.status === 'loading') return <Spinner label="cms-page" />;
  if (entry.status === 'failed') {
    return <PageMessage title={t('failed.title')} text={t('failed.text')} action={{ label: t('failed.retry'), onClick: () => store.ensurePage(locale, slug) }} />;
  }
  if (!entry.value) return <PageMessage title={t('missing.title')} text={t('missing.text')} />;
  // Pages are stored with `ref`: the snapshot holds the original object, only typed read-only.
  return <CmsPageView page={entry.value as CmsPage} path={path} dynamic={dynamic} />;
}
