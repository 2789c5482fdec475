import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { NotFoundPage, Spinner, useRuntime, useVisibility, type RouteProps } from '@core/index';
import { CmsPageLoader } from '../components/CmsPageLoader';
import { categoryRedirect, chooseSlug, findById, findByPath } from '../page-rules';
import { usePageList } from '../use-page-list';

/**
 * Every CMS route: the static ones (known paths, fetched by slug even if the list fails) and the catch-all
 * (`/*`, registered after every plugin route) that shows a dynamic page by path or id, else not-found.
 */
export default function CmsRoutePage({ params }: RouteProps) {
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const [path] = useLocation();
  const { pages, status } = usePageList();
  const dynamic = params['*'] !== undefined;
  const byPath = pages ? findByPath(pages, path) : null;
  const byId = dynamic && pages && !byPath ? findById(pages, path) : null;
  const summary = byPath ?? byId;
  const redirect = byId ? byId.path : summary ? categoryRedirect(summary.categories, loggedIn) : null;

  useEffect(() => {
    if (redirect) runtime.navigate(redirect, { replace: true });
  }, [redirect, runtime]);

  if (redirect) return null;
  // The list decides which licence variant to fetch; waiting for it avoids fetching the base page twice.
  if (status === 'loading') return <Spinner label="cms-page" />;
  if (dynamic && !summary) return <NotFoundPage />;
  const slug = summary?.slug ?? path.replace(/^\//, '');
  const available = new Set((pages ?? []).map((page) => page.slug));
  const chosen = chooseSlug(slug, available, runtime.licence, runtime.country);
  return <CmsPageLoader slug={chosen} path={path} dynamic={dynamic} />;
}
