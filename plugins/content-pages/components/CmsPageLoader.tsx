import { Component, Suspense, type ReactNode } from 'react';
import { Spinner, useLoaded, usePluginState, useRuntime, useTranslation } from '@core/index';
import { contentApiState } from '../api';
import { pageKey, readPage } from '../page-reads';
import { CmsPageView } from './CmsPageView';
import { PageMessage } from './PageMessage';

/**
 * Loads one page by slug and shows it, a missing-page message or a retry (spec §8). The page is read while
 * rendering: on the server a failed read makes the host send the browser-drawn page instead; in the browser it
 * shows the retry.
 */
export function CmsPageLoader(props: { slug: string; path: string; dynamic: boolean }) {
  return (
    <PageFailed>
      <Suspense fallback={<Spinner label="cms-page" />}>
        <CmsPageRead {...props} />
      </Suspense>
    </PageFailed>
  );
}

function CmsPageRead({ slug, path, dynamic }: { slug: string; path: string; dynamic: boolean }) {
  const runtime = useRuntime();
  const { t } = useTranslation('content-pages');
  const api = usePluginState(contentApiState);
  const locale = runtime.locale.current;
  const page = useLoaded(pageKey(locale, slug), () => readPage(api, locale, slug, (code, details) => runtime.log.warn(code, details)));
  if (!page) return <PageMessage title={t('missing.title')} text={t('missing.text')} />;
  return <CmsPageView page={page} path={path} dynamic={dynamic} />;
}

function FailedMessage({ retry }: { retry: () => void }) {
  const { t } = useTranslation('content-pages');
  return <PageMessage title={t('failed.title')} text={t('failed.text')} action={{ label: t('failed.retry'), onClick: retry }} />;
}

/** A failed page read (its call logged the code): the message with a retry, which reads the page again. */
class PageFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    // A failed read is not kept (`runtime.loaded`), so rendering the page again asks the CMS again.
    return this.state.failed ? <FailedMessage retry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
