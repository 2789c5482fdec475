import { Suspense, type ComponentType } from 'react';
import { useLoaded, usePluginState, useRuntime, useTranslation } from '@core/index';
import { LOBBY_ROW_MAX_GAMES } from '@config/limits';
import type { Game } from '@schemas/wire/games';
import { categoryPath, loadHiddenProviders, loadMenuCategories, visibleGames } from '../catalogue-config';
import { gamesApiState } from '../api';
import { forDrawnPage } from '../drawn-games';
import { GameRow } from './GameRow';
import { RowSkeleton } from './RowSkeleton';

/**
 * One collection's games as a lobby row reads them: read while rendering (`useLoaded`), so a server-rendered lobby
 * carries its tiles in the HTML and the browser hydrates them from the page's recorded answers.
 */
function useCollectionRow(collection: string): { games: Game[]; href: string } {
  const runtime = useRuntime();
  const api = usePluginState(gamesApiState);
  return useLoaded(`games:row:${collection}:${runtime.device}`, async () => {
    const request = api.filter({ device: runtime.device, page: 1, page_size: LOBBY_ROW_MAX_GAMES, filter: { categories: { identifiers: [collection], strategy: 'OR' } } });
    const [answer, hidden, config] = await Promise.all([request, loadHiddenProviders(runtime), loadMenuCategories(runtime)]);
    const category = config.categories.find((c) => c.collection === collection);
    return { games: forDrawnPage(runtime, visibleGames(answer.data, hidden).slice(0, LOBBY_ROW_MAX_GAMES)), href: category ? categoryPath(category) : `/games/${collection}` };
  });
}

/** One collection as a lobby row (part 2 §2: at most 15 games), linking to its category page; none when empty. */
function LobbyCollectionRow({ collection }: { collection: string }) {
  const { t } = useTranslation('games');
  const row = useCollectionRow(collection);
  if (row.games.length === 0) return null;
  return <GameRow id={collection} title={t(`collection.${collection}`, { defaultValue: collection })} games={row.games} showAllHref={row.href} />;
}

/**
 * A slot block bound to one collection (each lobby row is its own contribution with its own order). The skeleton
 * holds the row's place while it loads; a failed load leaves no row (the contribution's boundary).
 */
export function collectionRow(collection: string): ComponentType {
  return function BoundCollectionRow() {
    return (
      <Suspense fallback={<RowSkeleton />}>
        <LobbyCollectionRow collection={collection} />
      </Suspense>
    );
  };
}
