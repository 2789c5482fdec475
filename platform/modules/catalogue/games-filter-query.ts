import type { GamesFilterRequest, Pagination } from '../../../schemas/wire/games';
import { catalogueInOrder, collectionInOrder, DEFAULT_DIRECTION, type CatalogueIndex, type IndexedGame } from './catalogue-index';
import { DEVICE_MASK } from './game-rows';
import { paginationOf } from './pagination';
import { gamesWithTitle } from './title-search';

export interface GamesPage {
  games: IndexedGame[];
  pagination: Pagination;
}

type Sort = NonNullable<GamesFilterRequest['sort']>;
type Direction = 'ASC' | 'DESC';

/**
 * Answers `POST /api/games_filter` from the in-memory catalogue index (`catalogue-index-cache.ts`).
 * It used to be two SQL queries per request (a count and a page): a category page sorted every member
 * row with its JSON payload and a title search scanned the whole table, twice: 2–3 ms of event loop
 * per call. Here a request is one pass over a list already in the asked order, with cheap tests. The
 * visitor's hidden providers come in per request and are never stored in the index.
 */
export function filterGames(index: CatalogueIndex, request: GamesFilterRequest, hiddenProviders: string[]): GamesPage {
  const device = DEVICE_MASK[request.device];
  const hidden = new Set(hiddenProviders);
  const { providers, title } = request.filter;
  const onlyProviders = providers?.length ? new Set(providers) : null;
  // A plain substring test, like SQL's instr(): no wildcards to escape in what players type.
  const search = title?.trim().toLowerCase() || null;
  const titleMatches = search ? gamesWithTitle(index, search) : null;

  const sort: Sort = request.sort ?? { type: 'global' };
  const offset = (request.page - 1) * request.page_size;
  const end = offset + request.page_size;
  const games: IndexedGame[] = [];
  let total = 0;
  for (const g of candidatesInOrder(index, request, sort.type, sort.direction ?? DEFAULT_DIRECTION[sort.type])) {
    // The title test first: when there is one it rejects the most games.
    if (titleMatches && titleMatches[g.ordinal] === 0) continue;
    if ((g.devicesMask & device) === 0 || hidden.has(g.provider) || (onlyProviders && !onlyProviders.has(g.provider))) continue;
    if (total >= offset && total < end) games.push(g);
    total++;
  }

  return {
    games,
    pagination: paginationOf(request.page, request.page_size, total),
  };
}

/** The games the request's categories allow (all without categories), in the order it asks for. */
function candidatesInOrder(index: CatalogueIndex, request: GamesFilterRequest, type: Sort['type'], direction: Direction): readonly IndexedGame[] {
  const categories = request.filter.categories;
  if (!categories) return catalogueInOrder(index, type, direction);
  const named = new Set(categories.identifiers);
  // The usual category page: one category in its own order, kept ready in the index.
  if (named.size === 1 && type === 'global') return collectionInOrder(index, [...named][0]!, direction);
  const picked = pickFromCategories(index, named, categories.strategy);
  if (type !== 'global') return catalogueInOrder(index, type, direction).filter((g) => picked.has(g));
  // Within categories the curated order is the categories' own (a game's best position among them).
  const sign = direction === 'ASC' ? 1 : -1;
  return [...picked].sort(([a, pa], [b, pb]) => sign * (pa - pb || a.position - b.position)).map(([g]) => g);
}

/**
 * The games in the named collections with their position there (the lowest, for a game in several):
 * `OR` keeps a game in any of them, `AND` only one in every distinct one named.
 */
function pickFromCategories(index: CatalogueIndex, named: ReadonlySet<string>, strategy: 'OR' | 'AND'): Map<IndexedGame, number> {
  const best = new Map<IndexedGame, number>();
  const seenIn = strategy === 'AND' ? new Map<IndexedGame, number>() : null;
  for (const id of named) {
    for (const item of index.collections.get(id) ?? []) {
      const before = best.get(item.game);
      if (before === undefined || item.position < before) best.set(item.game, item.position);
      seenIn?.set(item.game, (seenIn.get(item.game) ?? 0) + 1);
    }
  }
  if (seenIn) for (const [game, count] of seenIn) if (count < named.size) best.delete(game);
  return best;
}
