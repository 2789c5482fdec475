import { useEffect, useState } from 'react';
import { usePluginState, useRuntime, useTranslation, type RouteProps } from '@core/index';
import { GameList } from '../components/GameList';
import { PageHeading } from '../components/PageHeading';
import { GAMES_PAGE_SIZE } from '@config/limits';
import { loadMenuCategories } from '../catalogue-config';
import { providerName } from '../provider-name';
import { gamesApiState } from '../api';
import { usePagedGames } from '../use-paged-games';

/**
 * `/producers/{slug}` and `/producers/{slug}/{page}`: a studio's games. A page number in the path loads
 * that many pages at once, so a shared link lands on the same games. Numeric slugs are provider ids.
 */
export default function ProviderPage({ params }: RouteProps) {
  const { t } = useTranslation('games');
  const runtime = useRuntime();
  const api = usePluginState(gamesApiState);
  const [provider, setProvider] = useState<{ slug: string; title: string } | null>(null);
  const [pageSize, setPageSize] = useState<number | null>(null);
  const wanted = params.slug ?? '';
  useEffect(() => {
    let live = true;
    void loadMenuCategories(runtime).then((c) => live && setPageSize(c.defaultPageSize ?? GAMES_PAGE_SIZE));
    void api
      .providers()
      .then((list) => list.find((p) => p.slug === wanted || String(p.id) === wanted))
      .catch(() => undefined)
      .then((found) => live && setProvider(found ? { slug: found.slug, title: found.title } : { slug: wanted, title: providerName(wanted) }));
    return () => {
      live = false;
    };
  }, [api, runtime, wanted]);
  const pages = Math.max(1, Math.min(10, Number(params.page) || 1));
  const paged = usePagedGames(provider && pageSize ? { filter: { providers: [provider.slug] } } : null, pageSize ?? 0, pages);
  const title = provider?.title ?? providerName(wanted);
  return (
    <section data-testid="provider-page">
      <title>{t('category.documentTitle', { title, site: runtime.site.name })}</title>
      <PageHeading title={t('provider.title', { name: title })} total={paged.total} />
      <GameList paged={paged} label={title} random="none" />
    </section>
  );
}
