import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Spinner, usePluginState, useRuntime, useTranslation } from '@core/index';
import type { Game } from '@schemas/wire/games';
import { loadHiddenProviders, visibleGames } from '../catalogue-config';
import { GameGrid } from '../components/GameGrid';
import { PageHeading } from '../components/PageHeading';
import { buildListItems } from '../list-items';
import { gamesApiState } from '../api';
import { gamesState } from '../state';
import styles from '../components/GameList.module.css';

/** `/favorite-games`: the player's favourites as full games (v2 media type); refreshed when the ids change. */
export default function FavoritesPage() {
  const { t } = useTranslation('games');
  const runtime = useRuntime();
  const store = usePluginState(gamesState);
  const api = usePluginState(gamesApiState);
  const { favoriteIds } = useSnapshot(store.state);
  const [games, setGames] = useState<Game[] | null>(null);
  const [failed, setFailed] = useState(false);
  const idsKey = (favoriteIds ?? []).join(',');
  useEffect(() => {
    let live = true;
    void Promise.all([api.favoriteGames(), loadHiddenProviders(runtime)])
      .then(([list, hidden]) => live && setGames(visibleGames(list, hidden)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, runtime, idsKey]);
  const title = t('favorites.title');
  return (
    <section data-testid="favorites-page">
      <title>{t('category.documentTitle', { title, site: runtime.site.name })}</title>
      <PageHeading title={title} total={games?.length ?? null} />
      {failed ? (
        <p className={styles.state} role="alert">{t('list.failed')}</p>
      ) : games === null ? (
        <Spinner label="favourites" />
      ) : games.length === 0 ? (
        <div className={styles.state}>
          <p>{t('favorites.empty')}</p>
          <Link href="/pokies">{t('favorites.browse')}</Link>
        </div>
      ) : (
        <GameGrid items={buildListItems(games, { random: 'none', cashback: false, complete: true })} label={title} />
      )}
    </section>
  );
}
