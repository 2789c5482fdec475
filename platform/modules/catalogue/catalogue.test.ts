import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatformApp } from '../../app';
import type { PlatformContext } from '../../context';
import {
  FAVORITES_V1_MEDIA_TYPE,
  FAVORITES_V2_MEDIA_TYPE,
  favoriteIdsResponseSchema,
} from '../../../schemas/wire/games';
import {
  favoriteGamesResponseSchema,
  gameCollectionsResponseSchema,
  gameProvidersResponseSchema,
  gamesFilterResponseSchema,
  gamesSelectResponseSchema,
  playedGamesResponseSchema,
} from '../../../tests/wire/whole-responses';
import { gamePreviewUrl } from '../../../schemas/wire/game-preview';
import { createSignedInPlayer } from '../../../tests/platform/helpers';

/** A signed-in browser's headers for calls without a JSON body (favourites PUT/DELETE). */
function signedInPlayer(db: Parameters<typeof createSignedInPlayer>[0], currency = 'EUR') {
  const { playerId, cookie, csrf } = createSignedInPlayer(db, { currency });
  return { playerId, headers: { cookie, 'x-csrf-token': csrf } };
}

let app: FastifyInstance;
let ctx: PlatformContext;

beforeAll(async () => {
  ({ app, ctx } = await buildPlatformApp({ dataDir: mkdtempSync(join(tmpdir(), 'catalogue-')) }));
});
afterAll(() => app.close());

const filter = async (body: object, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'POST', url: '/api/games_filter', payload: body, headers });
  expect(res.statusCode).toBe(200);
  return gamesFilterResponseSchema.parse(res.json());
};

describe('seeded catalogue', () => {
  it('has ≥2000 games from ≥40 providers and every category', async () => {
    expect(ctx.db.prepare('SELECT COUNT(*) FROM games').pluck().get()).toBeGreaterThanOrEqual(2000);
    const providers = gameProvidersResponseSchema.parse((await app.inject('/api/games/providers')).json());
    expect(providers.length).toBeGreaterThanOrEqual(40);
    const collections = gameCollectionsResponseSchema.parse((await app.inject('/api/games/collections')).json());
    for (const id of ['pokies', 'live', 'slots', 'new', 'top', 'recommended', 'special', 'animated', 'exclusive', 'pragmatic-drop-wins', 'pragmatic-drop-wins-live', 'prerelease', 'table']) {
      expect(collections.find((c) => c.id === id)?.games_count, id).toBeGreaterThan(0);
    }
  });

  it('gives live games no FUN id and leaves some fiat currencies out', async () => {
    const live = await filter({ page: 1, page_size: 50, filter: { categories: { identifiers: ['live'] } } });
    expect(live.data.every((g) => !('FUN' in g.currencies) && !g.has_demo_mode)).toBe(true);
    const all = await filter({ page: 1, page_size: 200 });
    expect(all.data.some((g) => !('CAD' in g.currencies) || !('JPY' in g.currencies))).toBe(true);
  });
});

describe('POST /api/games_filter', () => {
  it('paginates', async () => {
    const first = await filter({ page: 1, page_size: 40 });
    const second = await filter({ page: 2, page_size: 40 });
    expect(first.data).toHaveLength(40);
    expect(first.pagination).toMatchObject({ current_page: 1, next_page: 2, prev_page: null });
    expect(second.pagination.prev_page).toBe(1);
    expect(new Set([...first.data, ...second.data].map((g) => g.identifier)).size).toBe(80);
    const last = await filter({ page: first.pagination.total_pages, page_size: 40 });
    expect(last.pagination.next_page).toBeNull();
  });

  it('searches titles case-insensitively by substring', async () => {
    const result = await filter({ page: 1, page_size: 100, filter: { title: 'PHARAO' } });
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.every((g) => g.title.toLowerCase().includes('pharao'))).toBe(true);
    expect((await filter({ page: 1, page_size: 10, filter: { title: '%_%' } })).data).toHaveLength(0);
  });

  it('filters by categories with OR and AND', async () => {
    const or = await filter({ page: 1, page_size: 10, filter: { categories: { identifiers: ['live', 'table'], strategy: 'OR' } } });
    const and = await filter({ page: 1, page_size: 200, filter: { categories: { identifiers: ['live', 'top'], strategy: 'AND' } } });
    expect(or.pagination.total_count).toBeGreaterThan(and.pagination.total_count);
    expect(and.data.every((g) => g.categories.includes('live') && g.categories.includes('top'))).toBe(true);
  });

  it('filters by provider and hides providers disabled for the visitor country', async () => {
    const de = await filter({ page: 1, page_size: 10, filter: { providers: ['pixel-pharaoh'] } }, { 'x-country-code': 'DE' });
    expect(de.pagination.total_count).toBe(0);
    const ca = await filter({ page: 1, page_size: 10, filter: { providers: ['pixel-pharaoh'] } }, { 'x-country-code': 'CA' });
    expect(ca.pagination.total_count).toBeGreaterThan(0);
    expect(ca.data.every((g) => g.provider === 'pixel-pharaoh')).toBe(true);
    const everywhere = await filter({ page: 1, page_size: 10, filter: { providers: ['quicksilver-spin'] } }, { 'x-country-code': 'CA' });
    expect(everywhere.pagination.total_count).toBe(0);
    const providers = gameProvidersResponseSchema.parse((await app.inject({ url: '/api/games/providers', headers: { 'x-country-code': 'AU' } })).json());
    expect(providers.map((p) => p.slug)).not.toContain('velvet-cactus');
  });

  it('answers 422 on bad input and 400 on malformed JSON', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/games_filter', payload: { page: 0, device: 'tv' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['page', 'device']));
    const malformed = await app.inject({ method: 'POST', url: '/api/games_filter', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('lookups', () => {
  it('selects by identifier and per-currency id', async () => {
    const [game] = (await filter({ page: 1, page_size: 1 })).data;
    const res = await app.inject({ method: 'POST', url: '/api/games_filter/select', payload: { game_ids: [game!.identifier, game!.currencies.EUR!.id, 'nope/none'], device: 'desktop' } });
    const map = gamesSelectResponseSchema.parse(res.json());
    expect(Object.keys(map)).toEqual([game!.identifier]);
  });

  // Jackpots, winners and their sums moved to the jackpots module (its jackpots.test.ts asserts them).
  it('serves random games', async () => {
    expect((await app.inject('/api/games/random?device=mobile')).statusCode).toBe(200);
  });

  it('serves cached SVG art, a game\'s where the default preview pattern points', async () => {
    const [game] = (await filter({ page: 1, page_size: 1 })).data;
    for (const url of [gamePreviewUrl(game!), '/previews/providers/aurora-reels.svg', '/previews/payments/visa.svg', '/previews/awards/best-vip-programme-2025.svg', '/previews/banners/welcome-pack.svg']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
    }
    expect((await app.inject('/previews/aurora-reels/missing.svg')).statusCode).toBe(404);
  });
});

describe('favourites and played games', () => {
  it('needs a session', async () => {
    expect((await app.inject('/api/player/favorite_games')).statusCode).toBe(401);
  });

  it('adds and removes with both media types', async () => {
    const { headers } = signedInPlayer(ctx.db, 'CAD');
    const games = (await filter({ page: 1, page_size: 50 })).data.filter((g) => g.currencies.CAD);
    const [a, b] = games;
    const put = await app.inject({ method: 'PUT', url: `/api/player/favorite_games/${a!.currencies.CAD!.id}`, headers: { ...headers, accept: FAVORITES_V1_MEDIA_TYPE } });
    expect(put.statusCode).toBe(200);
    expect(favoriteIdsResponseSchema.parse(put.json())).toEqual([a!.currencies.CAD!.id]);
    await app.inject({ method: 'PUT', url: `/api/player/favorite_games/${encodeURIComponent(b!.identifier)}`, headers });
    const full = await app.inject({ url: '/api/player/favorite_games', headers: { ...headers, accept: FAVORITES_V2_MEDIA_TYPE } });
    expect(favoriteGamesResponseSchema.parse(full.json()).map((g) => g.identifier).sort()).toEqual([a!.identifier, b!.identifier].sort());
    const del = await app.inject({ method: 'DELETE', url: `/api/player/favorite_games/${a!.currencies.CAD!.id}`, headers: { ...headers, accept: FAVORITES_V1_MEDIA_TYPE } });
    expect(del.json()).toEqual([b!.currencies.CAD!.id]);
  });

  it('rejects unknown ids with 422 and missing CSRF with 403, writing nothing', async () => {
    const { headers, playerId } = signedInPlayer(ctx.db);
    expect((await app.inject({ method: 'PUT', url: '/api/player/favorite_games/not-a-game', headers })).statusCode).toBe(422);
    expect((await app.inject({ method: 'PUT', url: '/api/player/favorite_games/33', headers: { cookie: headers.cookie! } })).statusCode).toBe(403);
    expect(ctx.db.prepare('SELECT COUNT(*) FROM favorite_games WHERE player_id = ?').pluck().get(playerId)).toBe(0);
  });

  it('records and lists played games', async () => {
    const { headers } = signedInPlayer(ctx.db);
    const [game] = (await filter({ page: 1, page_size: 1 })).data;
    expect((await app.inject({ method: 'POST', url: '/api/player/played_games', payload: { game_id: game!.identifier }, headers })).statusCode).toBe(201);
    const played = playedGamesResponseSchema.parse((await app.inject({ url: '/api/player/played_games', headers })).json());
    expect(played[0]?.identifier).toBe(game!.identifier);
    expect((await app.inject({ method: 'POST', url: '/api/player/played_games', payload: {}, headers })).statusCode).toBe(422);
  });
});
