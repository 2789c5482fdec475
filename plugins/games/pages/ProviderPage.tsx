import { Suspense } from 'react';
import { Spinner, useDocumentHead, useLoaded, useNotFoundStatus, usePluginState, useRuntime, useTranslation, type RouteProps } from '@core/index';
import { GameList } from '../components/GameList';
import styles from '../components/CategoryView.module.css';
import { ListBoundary } from '../components/ListFailed';
import { PageHeading } from '../components/PageHeading';
import { GAMES_PAGE_SIZE } from '@config/limits';
import { providerName } from '../provider-name';
import { gamesApiState } from '../api';
import { useMenuCategories } from '../use-menu-categories';
import { usePagedGames } from '../use-paged-games';

/**
 * `/producers/{slug}` and `/producers/{slug}/{page}`: a studio's games. A page number in the path loads
 * that many pages at once, so a shared link lands on the same games. Numeric slugs are provider ids.
 * The studio, the page size and the first pages are read while rendering: a guest's page comes from the server
 * with them (issue 14).
 */
export default function ProviderPage({ params }: RouteProps) {
  const { t } = useTranslation('games');
  const wanted = params.slug ?? '';
  // Until the studio is known its slug names it, as the heading always did while loading.
  const loading = (
    <section data-testid="provider-page">
      <PageHeading title={t('provider.title', { name: providerName(wanted) })} total={null} />
      <Spinner label="games" />
    </section>
  );
  return (
    <Suspense fallback={loading}>
      <Provider key={wanted} wanted={wanted} pages={Math.max(1, Math.min(10, Number(params.page) || 1))} />
    </Suspense>
  );
}

/**
 * The studio by slug or id; an unknown one (or a failed list: the slug still filters) keeps its slug as a name.
 * `listed`: whether the site's studio list names it (`null`: the list could not be read, so nobody knows).
 */
function useProvider(wanted: string): { slug: string; title: string; listed: boolean | null } {
  const api = usePluginState(gamesApiState);
  return useLoaded(`games:provider:${wanted}`, async () => {
    const found = await api
      .providers()
      .then((list) => list.find((p) => p.slug === wanted || String(p.id) === wanted) ?? false)
      .catch(() => null);
    return found ? { slug: found.slug, title: found.title, listed: true } : { slug: wanted, title: providerName(wanted), listed: found };
  });
}

function Provider({ wanted, pages }: { wanted: string; pages: number }) {
  const { t } = useTranslation('games');
  const runtime = useRuntime();
  const provider = useProvider(wanted);
  const config = useMenuCategories();
  const heading = t('provider.title', { name: provider.title });
  // The description the host wrote for a visitor landing here (server/page-seo.ts: same key and values, issue 14).
  // A studio the site does not list is not indexed (an address someone made up, or a studio the site dropped).
  useDocumentHead({ description: t('provider.description', { name: provider.title, site: runtime.site.name }), noindex: provider.listed === false || undefined });
  return (
    <section data-testid="provider-page">
      <title>{t('category.documentTitle', { title: provider.title, site: runtime.site.name })}</title>
      <ListBoundary heading={heading}>
        <ProviderGames slug={provider.slug} listed={provider.listed} pageSize={config.defaultPageSize ?? GAMES_PAGE_SIZE} pages={pages} heading={heading} label={provider.title} />
      </ListBoundary>
    </section>
  );
}

function ProviderGames({ slug, listed, pageSize, pages, heading, label }: { slug: string; listed: boolean | null; pageSize: number; pages: number; heading: string; label: string }) {
  const { t } = useTranslation('games');
  const paged = usePagedGames({ filter: { providers: [slug] } }, pageSize, pages);
  // Neither listed nor with a game: no such studio here, said in words, and the host answers 404.
  const missing = listed === false && paged.total === 0;
  useNotFoundStatus(missing);
  return (
    <>
      <PageHeading title={heading} total={paged.total} />
      {missing ? <p className={styles.missing}>{t('provider.notFound')}</p> : <GameList paged={paged} label={label} random="none" />}
    </>
  );
}
