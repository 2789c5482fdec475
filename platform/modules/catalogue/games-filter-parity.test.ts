import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlatform } from '../../../tests/platform/helpers';
import type { Db } from '../../db/database';
import { gamesFilterRequestSchema, type GamesFilterRequest } from '../../../schemas/wire/games';
import { DEVICE_MASK } from './game-rows';
import { paginationOf } from './pagination';
import { hiddenProvidersFor } from './provider-visibility';

/**
 * `POST /api/games_filter` answers from an in-memory index now. The SQL it replaced is kept here as the
 * oracle: for the same request and country both must give the same bytes.
 */
function referenceFilter(db: Db, request: GamesFilterRequest, hiddenProviders: string[]): string {
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
    where.push('instr(g.title_lc, @title) > 0');
    params.title = search;
  }
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
  const payloads = db
    .prepare(`SELECT g.payload FROM ${from} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`)
    .pluck()
    .all({ ...params, limit: request.page_size, offset: (request.page - 1) * request.page_size }) as string[];
  return JSON.stringify({
    data: payloads.map((p) => JSON.parse(p) as unknown),
    pagination: paginationOf(request.page, request.page_size, total),
  });
}

const FILTERS: object[] = [
  {},
  { title: 'book' },
  { title: '  PHAR ' },
  { title: '%_%' },
  { title: '' },
  { title: 'a' },
  { title: 'ok\nbo' },
  { providers: ['pixel-pharaoh', 'aurora-reels'] },
  { providers: ['quicksilver-spin'] },
  { categories: { identifiers: ['top'] } },
  { categories: { identifiers: ['no-such-category'] } },
  { categories: { identifiers: ['live'], strategy: 'AND' }, title: 'roulette' },
  { categories: { identifiers: ['live', 'table'], strategy: 'OR' } },
  { categories: { identifiers: ['live', 'top'], strategy: 'AND' } },
  { categories: { identifiers: ['top', 'top'], strategy: 'AND' } },
  { categories: { identifiers: ['top', 'no-such-category'], strategy: 'AND' } },
  { categories: { identifiers: ['slots', 'new', 'jackpots'], strategy: 'OR' }, title: 'o', providers: ['aurora-reels', 'pixel-pharaoh'] },
];
const SORTS: (object | undefined)[] = [
  undefined,
  { type: 'global', direction: 'DESC' },
  { type: 'title' },
  { type: 'title', direction: 'DESC' },
  { type: 'released_at' },
  { type: 'released_at', direction: 'ASC' },
  { type: 'popularity' },
  { type: 'popularity', direction: 'ASC' },
];
const PAGES = [
  { page: 1, page_size: 40 },
  { page: 3, page_size: 7 },
  { page: 500, page_size: 200 },
];

let platform: Awaited<ReturnType<typeof makePlatform>>;
let app: FastifyInstance;

beforeAll(async () => {
  platform = await makePlatform();
  app = platform.app;
});
afterAll(() => platform.close());

const COUNTRIES = ['CA', 'DE', 'AU']; // each hides other providers

describe('POST /api/games_filter answers what the SQL query answered', () => {
  const same = async (device: string, country: string, body: object) => {
    const res = await app.inject({ method: 'POST', url: '/api/games_filter', payload: body, headers: { 'x-country-code': country } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const request = gamesFilterRequestSchema.parse(body);
    expect(res.body, JSON.stringify({ country, body })).toBe(referenceFilter(platform.db, request, hiddenProvidersFor(platform.db, country)));
  };

  // One test per filter keeps each under the timeout on a busy machine; sorts, pages and countries vary inside.
  it.each(FILTERS.map((filter) => [JSON.stringify(filter), filter] as const))('filter %s, every sort and page', async (_, filter) => {
    let i = 0;
    for (const sort of SORTS) {
      for (const page of PAGES) {
        const device = i % 2 ? 'mobile' : 'desktop';
        const country = COUNTRIES[i++ % COUNTRIES.length]!;
        await same(device, country, { device, ...page, filter, ...(sort ? { sort } : {}) });
      }
    }
    for (const country of COUNTRIES) await same('desktop', country, { device: 'desktop', page: 1, page_size: 40, filter });
  });
});
