import type { Db } from '../../db/database';
import type { Game, GamesFilterRequest, Pagination } from '../../../schemas/wire/games';
import { DEVICE_MASK, toGame, type GameRow } from './game-rows';

/**
 * Builds and runs the `POST /api/games_filter` query. Everything is bound parameters; list values go
 * through `json_each` so the statement text depends only on which filters are present (SQLite caches it).
 */
export function filterGames(db: Db, request: GamesFilterRequest, hiddenProviders: string[]): { data: Game[]; pagination: Pagination } {
  const where = ['(g.devices_mask & @device) != 0'];
  const params: Record<string, unknown> = { device: DEVICE_MASK[request.device] };
  if (hiddenProviders.length) {
    where.push('g.provider NOT IN (SELECT value FROM json_each(@hidden))');
    params.hidden = JSON.stringify(hiddenProviders);
  }
  const { providers, title, categories } = request.filter;
  if (providers?.length) {
    where.push('g.provider IN (SELECT value FROM json_each(@providers))');
    params.providers = JSON.stringify(providers);
  }
  const search = title?.trim().toLowerCase();
  if (search) {
    // instr() is a plain substring test: no LIKE wildcards to escape in what players type.
    where.push('instr(g.title_lc, @title) > 0');
    params.title = search;
  }
  // Categories drive the query from the collection index (collection_id, position) instead of testing
  // every game with correlated subqueries: a category page costs its own size, not the catalogue's.
  let from = 'games g';
  let categoryOrder: string | null = null;
  if (categories) {
    params.categories = JSON.stringify(categories.identifiers);
    params.categoryCount = new Set(categories.identifiers).size;
    const having = categories.strategy === 'AND' ? 'HAVING COUNT(DISTINCT c.collection_id) = @categoryCount' : '';
    from = `(SELECT c.game_identifier AS id, MIN(c.position) AS pos FROM game_collection_items c
      WHERE c.collection_id IN (SELECT value FROM json_each(@categories)) GROUP BY c.game_identifier ${having}) picked
      JOIN games g ON g.identifier = picked.id`;
    categoryOrder = 'picked.pos';
  }
  const sort = request.sort ?? { type: 'global' as const };
  const dir = (fallback: 'ASC' | 'DESC') => sort.direction ?? fallback;
  const orderBy =
    sort.type === 'title'
      ? `g.title_lc ${dir('ASC')}, g.position`
      : sort.type === 'released_at'
        ? `g.released_at ${dir('DESC')}, g.position`
        : sort.type === 'popularity'
          ? `g.popularity ${dir('DESC')}, g.position`
          : `${categoryOrder ? `${categoryOrder} ${dir('ASC')}, ` : ''}g.position ${dir('ASC')}`;
  const whereSql = where.join(' AND ');
  const total = db.prepare(`SELECT COUNT(*) FROM ${from} WHERE ${whereSql}`).pluck().get(params) as number;
  const rows = db
    .prepare(`SELECT g.identifier, g.payload FROM ${from} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: request.page_size, offset: (request.page - 1) * request.page_size }) as GameRow[];
  const totalPages = Math.ceil(total / request.page_size);
  return {
    data: rows.map(toGame),
    pagination: {
      current_page: request.page,
      next_page: request.page < totalPages ? request.page + 1 : null,
      prev_page: request.page > 1 ? Math.min(request.page - 1, Math.max(totalPages, 1)) : null,
      total_pages: totalPages,
      total_count: total,
    },
  };
}
