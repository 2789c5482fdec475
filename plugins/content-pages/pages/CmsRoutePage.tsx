import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { NotFoundPage, Spinner, useLoaded, usePluginState, useRuntime, useVisibility, type RouteProps } from '@core/index';
import { contentApiState } from '../api';
import { CmsPageLoader } from '../components/CmsPageLoader';
import { pageListKey, readPageList } from '../page-reads';
import { categoryRedirect, chooseSlug, findById, findByPath } from '../page-rules';

/**
 * Every CMS route: the static ones (known paths, fetched by slug even if the list fails) and the catch-all
 * (`/*`, registered after every plugin route) that shows a dynamic page by path or id, else not-found.
 * The list and the page are read while rendering, so a guest's page comes with its text from the server (issue 14).
 */
export default function CmsRoutePage(props: RouteProps) {
  return (
    <Suspense fallback={<Spinner label="cms-page" />}>
      <CmsRoute {...props} />
    </Suspense>
  );
}

function CmsRoute({ params }: RouteProps) {
  const runtime = useRuntime();
  const api = usePluginState(contentApiState);
  const { loggedIn } = useVisibility();
  const [path] = useLocation();
  const locale = runtime.locale.current;
  // The list decides which licence variant to fetch: read first, so the base page is never fetched for nothing.
  const pages = useLoaded(pageListKey(locale), () => readPageList(api, locale));
  const dynamic = params['*'] !== undefined;
  const byPath = pages ? findByPath(pages, path) : null;
  const byId = dynamic && pages && !byPath ? findById(pages, path) : null;
  const summary = byPath ?? byId;
  const redirect = byId ? byId.path : summary ? categoryRedirect(summary.categories, loggedIn) : null;

  useEffect(() => {
    if (redirect) runtime.navigate(redirect, { replace: true });
  }, [redirect, runtime]);

  if (redirect) return null;
  if (dynamic && !summary) return <NotFoundPage />;
  const slug = summary?.slug ?? path.replace(/^\//, '');
  const available = new Set((pages ?? []).map((page) => page.slug));
  const chosen = chooseSlug(slug, available, runtime.licence, runtime.country);
  return <CmsPageLoader key={`${locale}:${chosen}`} slug={chosen} path={path} dynamic={dynamic} />;
}
