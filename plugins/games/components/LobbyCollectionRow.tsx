import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import { LOBBY_ROW_MAX_GAMES } from '@config/limits';
import type { Game } from '@schemas/wire/games';
import { categoryPath, loadHiddenProviders, loadMenuCategories, visibleGames } from '../catalogue-config';
import { currentDevice } from '../device';
import { gamesApiState } from '../api';
import { GameRow } from './GameRow';
import { RowSkeleton } from './RowSkeleton';

/** One collection as a lobby row (part 2 §2: at most 15 games), linking to its category page. */
function LobbyCollectionRow({ collection }: { collection: string }) {
  const { t } = useTranslation('games');
  const runtime = useRuntime();
  const api = usePluginState(gamesApiState);
  const [row, setRow] = useState<{ games: Game[]; href: string } | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    const request = api.filter({ device: currentDevice(), page: 1, page_size: LOBBY_ROW_MAX_GAMES, filter: { categories: { identifiers: [collection], strategy: 'OR' } } });
    void Promise.all([request, loadHiddenProviders(runtime), loadMenuCategories(runtime)])
      .then(([answer, hidden, config]) => {
        const category = config.categories.find((c) => c.collection === collection);
        const games = visibleGames(answer.data, hidden).slice(0, LOBBY_ROW_MAX_GAMES);
        // Fifteen tiles per row, several rows at once: rendered in slices so a phone stays responsive meanwhile.
        if (live) startTransition(() => setRow({ games, href: category ? categoryPath(category) : `/games/${collection}` }));
      })
      .catch(() => live && setRow('failed'));
    return () => {
      live = false;
    };
  }, [api, runtime, collection]);
  if (row === 'failed' || (row && row.games.length === 0)) return null;
  if (!row) return <RowSkeleton />;
  return <GameRow id={collection} title={t(`collection.${collection}`, { defaultValue: collection })} games={row.games} showAllHref={row.href} />;
}

/** A slot block bound to one collection (each lobby row is its own contribution with its own order). */
export function collectionRow(collection: string): ComponentType {
  return function BoundCollectionRow() {
    return <LobbyCollectionRow collection={collection} />;
  };
}
