import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer, makePlatform } from '../../../tests/platform/helpers';
import type { Db } from '../../db/database';
import { gamesFilterResponseSchema } from '../../../tests/wire/whole-responses';
import { writeFeConfig } from '../feconfig/feconfig-store';
import { catalogueIndex } from './catalogue-index-cache';

type Platform = Awaited<ReturnType<typeof makePlatform>>;
let platform: Platform;
let other: Platform;

beforeAll(async () => {
  [platform, other] = await Promise.all([makePlatform(), makePlatform()]);
});
afterAll(async () => {
  await Promise.all([platform.close(), other.close()]);
});

const filter = async (p: Platform, body: object, headers: Record<string, string> = {}) => {
  const res = await p.app.inject({ method: 'POST', url: '/api/games_filter', payload: { page: 1, page_size: 200, ...body }, headers });
  expect(res.statusCode).toBe(200);
  return { raw: res.body, ...gamesFilterResponseSchema.parse(res.json()) };
};

/** Adds a copy of the first game under a new slug to `collection`, the way the bench seeder does. */
function addGameCopy(db: Db, slug: string, collection: string) {
  const source = db.prepare('SELECT * FROM games ORDER BY position LIMIT 1').get() as Record<string, unknown> & { provider: string; payload: string };
  const identifier = `${source.provider}/${slug}`;
  const columns = Object.keys(source);
  const payload = JSON.stringify({ ...(JSON.parse(source.payload) as object), identifier, slug });
  const base = 8_000_000 + Math.floor(Math.random() * 1_000_000);
  db.prepare(`INSERT INTO games (${columns.join(',')}) VALUES (${columns.map((c) => '@' + c).join(',')})`).run({ ...source, identifier, slug, base_id: base, payload });
  db.prepare("INSERT OR IGNORE INTO game_collections (id, title, kind, position) VALUES (?, 'Test', 'category', 999)").run(collection);
  db.prepare('INSERT INTO game_collection_items (collection_id, game_identifier, position) VALUES (?, ?, 1)').run(collection, identifier);
  return identifier;
}

describe('catalogue index cache', () => {
  it('is reused while nothing changes the catalogue, also across other writes on the connection', async () => {
    const first = catalogueIndex(platform.db);
    await filter(platform, { filter: { categories: { identifiers: ['top'] } } });
    createSignedInPlayer(platform.db); // players, sessions: not catalogue tables
    expect(catalogueIndex(platform.db)).toBe(first);
  });

  it('sees games another connection (another process) committed, on the next request', async () => {
    const before = await filter(platform, { filter: { categories: { identifiers: ['from-elsewhere'] } } });
    expect(before.pagination.total_count).toBe(0);
    const elsewhere = new Database(join(platform.dataDir, 'platform.sqlite'));
    const identifier = addGameCopy(elsewhere, 'written-elsewhere', 'from-elsewhere');
    elsewhere.close();
    const after = await filter(platform, { filter: { categories: { identifiers: ['from-elsewhere'] } } });
    expect(after.data.map((g) => g.identifier)).toEqual([identifier]);
  });

  it('sees this connection’s own catalogue writes on the next request, whoever wrote them', async () => {
    const stale = catalogueIndex(platform.db);
    const identifier = addGameCopy(platform.db, 'written-here', 'from-here');
    expect(catalogueIndex(platform.db)).not.toBe(stale);
    const after = await filter(platform, { filter: { categories: { identifiers: ['from-here'] } } });
    expect(after.data.map((g) => g.identifier)).toEqual([identifier]);
    // An update of a game's title (search) and a removal from a category are seen as well.
    platform.db.prepare("UPDATE games SET title_lc = 'renamed here' WHERE identifier = ?").run(identifier);
    expect((await filter(platform, { filter: { title: 'RENAMED HERE' } })).data.map((g) => g.identifier)).toEqual([identifier]);
    platform.db.prepare('DELETE FROM game_collection_items WHERE collection_id = ?').run('from-here');
    expect((await filter(platform, { filter: { categories: { identifiers: ['from-here'] } } })).pagination.total_count).toBe(0);
  });

  it('does not cache inside a transaction, whose writes could still roll back', () => {
    const cached = catalogueIndex(platform.db);
    platform.db.transaction(() => {
      expect(catalogueIndex(platform.db)).not.toBe(cached);
    })();
  });

  it('is one per database: a game added to one platform never shows on another', async () => {
    addGameCopy(platform.db, 'only-on-one', 'only-on-one');
    expect((await filter(platform, { filter: { categories: { identifiers: ['only-on-one'] } } })).pagination.total_count).toBe(1);
    expect((await filter(other, { filter: { categories: { identifiers: ['only-on-one'] } } })).pagination.total_count).toBe(0);
    expect(catalogueIndex(other.db)).not.toBe(catalogueIndex(platform.db));
  });

  it('keeps per-visitor provider visibility out of the cache: each country gets its own answer, in any order', async () => {
    const body = { filter: { providers: ['pixel-pharaoh', 'aurora-reels'] } };
    const ca = await filter(platform, body, { 'x-country-code': 'CA' });
    const de = await filter(platform, body, { 'x-country-code': 'DE' });
    const caAgain = await filter(platform, body, { 'x-country-code': 'CA' });
    expect(ca.data.some((g) => g.provider === 'pixel-pharaoh')).toBe(true);
    expect(de.data.some((g) => g.provider === 'pixel-pharaoh')).toBe(false);
    expect(caAgain.raw).toBe(ca.raw);
  });

  it('applies a changed providers-config on the next request', async () => {
    const body = { filter: { providers: ['aurora-reels'] } };
    expect((await filter(platform, body, { 'x-country-code': 'FR' })).pagination.total_count).toBeGreaterThan(0);
    writeFeConfig(platform.db, 'providers-config', { disabled: { 'aurora-reels': ['FR'] } });
    expect((await filter(platform, body, { 'x-country-code': 'FR' })).pagination.total_count).toBe(0);
    expect((await filter(platform, body, { 'x-country-code': 'CA' })).pagination.total_count).toBeGreaterThan(0);
  });

  it('answers a signed-in player exactly what it answers a guest (nothing per player in a game list)', async () => {
    const { cookie, csrf } = createSignedInPlayer(platform.db);
    const body = { filter: { categories: { identifiers: ['top'] } } };
    const guest = await filter(platform, body);
    const player = await filter(platform, body, { cookie, 'x-csrf-token': csrf });
    expect(player.raw).toBe(guest.raw);
  });
});
