import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import type { RoundSettled } from '../../domain-event-map';
import { createDomainEvents } from '../../domain-events';
import { transaction } from '../../db/transaction';
import { createManualClock } from '../../scheduler';
import { CATALOGUE_ANCHOR, generateGames } from '../../seed-data/games';
import { gamesFilterEnvelopeSchema, gameSchema, type WireGame } from '../../../schemas/wire/games';
import { badgesFromCategories } from '../../../schemas/wire/game-badges';
import { accountsModule } from '../accounts/index';
import { feConfigModule } from '../feconfig/index';
import { catalogueFactsJob, factMembers, refreshCatalogueFacts } from './catalogue-facts';
import { seedCatalogue } from './catalogue-seed';
import { registerGamesRoutes } from './games-routes';
import { catalogueModule } from './index';
import { tableLimits } from './public';
import { DAY_MS, NEW_GAME_DAYS } from './release-dates';
import { HOT_MIN_ROUNDS, HOT_TOP } from './round-counts';

/** Badge facts of the catalogue (README.md "Badges"): release dates, hot counts, table limits, the seed upgrade. */

const MODULES = [accountsModule, feConfigModule, catalogueModule];
const NOW = new Date('2026-11-24T10:30:00.000Z');
const HOUR = 3_600_000;

function freshDb(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MODULES);
  feConfigModule.seed?.run(db);
  return db;
}

const members = (db: Db, collection: string) =>
  db.prepare('SELECT game_identifier FROM game_collection_items WHERE collection_id = ? ORDER BY position').pluck().all(collection) as string[];
const gameOf = (db: Db, identifier: string) => JSON.parse(db.prepare('SELECT payload FROM games WHERE identifier = ?').pluck().get(identifier) as string) as WireGame;
const withCategory = (db: Db, category: string) =>
  (db.prepare('SELECT payload FROM games').pluck().all() as string[]).map((p) => JSON.parse(p) as WireGame).filter((g) => g.categories?.includes(category)).map((g) => g.identifier);

let db: Db;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.close());

describe('release dates and the new / coming-soon categories', () => {
  it('places the generated release dates on the day the database is seeded, so the newest games are new that day', () => {
    seedCatalogue(db, NOW);
    const anchor = db.prepare("SELECT value FROM catalogue_settings WHERE key = 'release_anchor'").pluck().get();
    expect(anchor).toBe('2026-11-24T00:00:00.000Z');
    const generated = generateGames().find((g) => g.game.identifier === 'turbogames/rocket-x')!;
    // Rocket X was released 400 days before the generator's anchor: 400 days before the seed day here.
    expect(Date.parse(generated.game.released_at!)).toBe(CATALOGUE_ANCHOR - 400 * DAY_MS);
    expect(gameOf(db, 'turbogames/rocket-x').released_at).toBe(new Date(Date.parse(anchor as string) - 400 * DAY_MS).toISOString());

    const fresh = members(db, 'new');
    const coming = members(db, 'prerelease');
    // ~2,100 games released over three years: a few dozen in the last 30 days, a few dozen still to come.
    expect(fresh.length).toBeGreaterThan(20);
    expect(fresh.length).toBeLessThan(120);
    expect(coming.length).toBeGreaterThan(5);
    const releasedAt = (id: string) => Date.parse(db.prepare('SELECT released_at FROM games WHERE identifier = ?').pluck().get(id) as string);
    for (const id of fresh) expect(NOW.getTime() - releasedAt(id)).toBeLessThan(NEW_GAME_DAYS * DAY_MS);
    for (const id of coming) expect(releasedAt(id)).toBeGreaterThan(NOW.getTime());
    // Newest first; the soonest release first.
    expect(fresh.map(releasedAt)).toEqual([...fresh.map(releasedAt)].sort((a, b) => b - a));
    expect(coming.map(releasedAt)).toEqual([...coming.map(releasedAt)].sort((a, b) => a - b));
    // The games' categories (what clients derive badges from) say the same as the collections.
    expect(withCategory(db, 'new').sort()).toEqual([...fresh].sort());
    expect(withCategory(db, 'prerelease').sort()).toEqual([...coming].sort());
  });

  it('moves games from coming soon to new to neither as the clock passes their release', () => {
    seedCatalogue(db, NOW);
    const clock = createManualClock(NOW);
    const job = catalogueFactsJob({ db });
    const firstComing = members(db, 'prerelease')[0]!;
    const firstNew = members(db, 'new');

    clock.advance(25 * DAY_MS);
    job.run(clock.now());
    expect(members(db, 'prerelease')).not.toContain(firstComing);
    expect(members(db, 'new')).toContain(firstComing);
    expect(gameOf(db, firstComing).categories).toContain('new');
    expect(gameOf(db, firstComing).categories).not.toContain('prerelease');

    clock.advance(40 * DAY_MS);
    job.run(clock.now());
    for (const id of firstNew) expect(gameOf(db, id).categories).not.toContain('new');
    expect(members(db, 'new')).not.toContain(firstComing);
  });

  it('rewrites nothing when nothing changed, and the job refreshes once per clock hour', () => {
    seedCatalogue(db, NOW);
    expect(refreshCatalogueFacts(db, NOW)).toEqual([]);
    const job = catalogueFactsJob({ db });
    job.run(NOW);
    // Same hour: not even looked at (a game released in between waits for the next hour).
    db.prepare("UPDATE games SET released_at = ? WHERE identifier = 'turbogames/rocket-x'").run(new Date(NOW.getTime() - DAY_MS).toISOString());
    job.run(new Date(NOW.getTime() + 10 * 60_000));
    expect(members(db, 'new')).not.toContain('turbogames/rocket-x');
    job.run(new Date(NOW.getTime() + HOUR));
    expect(members(db, 'new')).toContain('turbogames/rocket-x');
  });
});

describe('hot games from the catalogue’s own round counts', () => {
  const round = (gameIdentifier: string, settledAt: Date, mode: 'real' | 'demo' = 'real'): RoundSettled =>
    ({
      roundId: 1,
      sessionId: 's',
      playerId: 1,
      gameIdentifier,
      mode,
      currency: mode === 'real' ? 'EUR' : 'FUN',
      betCents: 100,
      winCents: 0,
      realBetCents: 100,
      bonusBetCents: 0,
      realWinCents: 0,
      bonusWinCents: 0,
      settledAt: settledAt.toISOString(),
    }) as RoundSettled;

  it('counts real rounds from round.settled and makes the most played games of the last 7 days hot, at most 12', () => {
    seedCatalogue(db, NOW);
    db.prepare('DELETE FROM game_round_counts').run(); // no background play: only the rounds below
    refreshCatalogueFacts(db, NOW);
    expect(members(db, 'hot')).toEqual([]);

    // The rounds' player exists (the catalogue's "recently played" subscriber records plays by player).
    const playerId = Number(
      db.prepare("INSERT INTO players (email, password_hash, currency, created_at) VALUES ('hot@test.dev', 'x', 'EUR', ?)").run(NOW.toISOString()).lastInsertRowid,
    );
    const domain = createDomainEvents(db);
    catalogueModule.subscribe!(domain.subscriptionsFor('catalogue'), { db } as PlatformContext);
    const clock = createManualClock(NOW);
    const play = (identifier: string, rounds: number, mode: 'real' | 'demo' = 'real') =>
      transaction(db, () => {
        for (let i = 0; i < rounds; i++) domain.publish('round.settled', { ...round(identifier, clock.now(), mode), playerId });
      })();

    const slots = (db.prepare("SELECT game_identifier FROM game_collection_items WHERE collection_id = 'slots' ORDER BY position LIMIT 20").pluck().all() as string[]).filter(
      (id) => !members(db, 'prerelease').includes(id),
    );
    // 14 games with 40..27 rounds, one with fewer than the minimum, one played only in demo.
    slots.slice(0, 14).forEach((id, i) => play(id, 40 - i));
    play(slots[14]!, HOT_MIN_ROUNDS - 1);
    play(slots[15]!, 100, 'demo');
    play('nobody/unknown-game', 50);

    // The current hour is not in the window yet.
    refreshCatalogueFacts(db, clock.now());
    expect(members(db, 'hot')).toEqual([]);

    clock.advance(HOUR);
    expect(refreshCatalogueFacts(db, clock.now())).toEqual(['hot']);
    expect(members(db, 'hot')).toEqual(slots.slice(0, HOT_TOP));
    expect(withCategory(db, 'hot').sort()).toEqual(slots.slice(0, HOT_TOP).sort());
    expect(badgesFromCategories(gameOf(db, slots[0]!).categories as string[]).map((b) => b.type)).toContain('hot');

    // A week later the rounds have left the window (and their hours are pruned).
    clock.advance(7 * 24 * HOUR);
    refreshCatalogueFacts(db, clock.now());
    expect(members(db, 'hot')).toEqual([]);
    expect(gameOf(db, slots[0]!).categories).not.toContain('hot');
    expect(db.prepare('SELECT COUNT(*) FROM game_round_counts').pluck().get()).toBe(0);
  });

  it('seeds a week of background play so a fresh demo has a dozen hot games, not the operator’s top list', () => {
    seedCatalogue(db, NOW);
    const hot = members(db, 'hot');
    expect(hot).toHaveLength(HOT_TOP);
    const top = members(db, 'top').slice(0, 15);
    expect(hot.filter((id) => top.includes(id)).length).toBeLessThan(4);
    expect(factMembers(db, NOW).hot).toEqual(hot);
  });
});

describe('badges on the seeded catalogue', () => {
  it('leaves most tiles without a badge and puts at most a few on a lobby row', () => {
    seedCatalogue(db, NOW);
    const games = (db.prepare('SELECT payload FROM games').pluck().all() as string[]).map((p) => gameSchema.parse(JSON.parse(p)));
    const badged = games.filter((g) => g.badges.length > 0);
    expect(badged.length / games.length).toBeLessThan(0.2);
    // The Top games row: the operator's list, no longer HOT on every tile.
    const topRow = members(db, 'top').slice(0, 15).map((id) => games.find((g) => g.identifier === id)!);
    expect(topRow.filter((g) => g.badges.length > 0).length).toBeLessThan(8);
    // Exclusive is a flag on a few games; the jackpot badge is on exactly the games that carry a jackpot.
    expect(withCategory(db, 'exclusive').length).toBeGreaterThan(10);
    expect(withCategory(db, 'exclusive').length).toBeLessThan(100);
    const hasJackpot = (g: (typeof games)[number]) => Object.values(g.currencies).some((c) => c.jackpot !== null);
    expect(games.filter((g) => g.badges.some((b) => b.type === 'jackpot')).map((g) => g.identifier)).toEqual(games.filter(hasJackpot).map((g) => g.identifier));
  });
});

describe('table limits', () => {
  it('gives live and table games limits per real currency, high-roller tables higher ones, and slots none', async () => {
    seedCatalogue(db, NOW);
    const app = Fastify();
    const config = { mode: 'demo', defaultCountry: 'CA', countryHeader: null } as unknown as PlatformContext['config'];
    registerGamesRoutes(app, { db, config } as PlatformContext);
    const filter = async (categories: string[], page_size = 100, page = 1) => {
      const res = await app.inject({ method: 'POST', url: '/api/games_filter', payload: { page, page_size, filter: { categories: { identifiers: categories } } } });
      expect(res.statusCode).toBe(200);
      const body = gamesFilterEnvelopeSchema.parse(res.json());
      return body.data.map((g) => gameSchema.parse(g));
    };

    const live = [...(await filter(['live'], 200)), ...(await filter(['live'], 200, 2))];
    expect(live.length).toBeGreaterThan(50);
    for (const game of live) {
      expect(Object.keys(game.table_limits).sort()).toEqual(Object.keys(game.currencies).filter((c) => c !== 'FUN').sort());
      const eur = game.table_limits.EUR;
      if (eur) expect(eur.min_cents).toBeLessThan(eur.max_cents);
    }
    const vip = live.find((g) => /\bVIP\b/.test(g.title) && g.categories.includes('live-roulette'));
    const standard = live.find(
      (g) => !/\b(VIP|Prestige|Diamond|Velvet|Royal|Grand|Speed|Turbo|Auto)\b/.test(g.title) && g.categories.includes('live-roulette') && g.table_limits.NOK && g.table_limits.JPY,
    );
    expect(vip?.table_limits.EUR).toEqual({ min_cents: 1_000, max_cents: 2_000_000 });
    expect(standard?.table_limits.EUR).toEqual({ min_cents: 50, max_cents: 500_000 });
    // Friendly amounts per currency: €0.50 to €5,000 is 5 to 50,000 kr and ¥50 to ¥500,000 (no minor unit).
    expect(standard?.table_limits.NOK).toEqual({ min_cents: 500, max_cents: 5_000_000 });
    expect(standard?.table_limits.JPY).toEqual({ min_cents: 50, max_cents: 500_000 });

    const tables = await filter(['table']);
    for (const game of tables) expect(game.table_limits.EUR ?? game.table_limits.USD).toBeDefined();
    expect(tables.find((g) => g.table_limits.EUR)?.table_limits.EUR).toEqual({ min_cents: 10, max_cents: 50_000 });

    const slots = await filter(['slots'], 50);
    for (const game of slots) expect(game.table_limits).toEqual({});
    const raw = (await app.inject({ method: 'POST', url: '/api/games_filter', payload: { page: 1, page_size: 5, filter: { categories: { identifiers: ['slots'] } } } })).json() as {
      data: object[];
    };
    for (const game of raw.data) expect(game).not.toHaveProperty('table_limits');

    // The lookup an engine checks stakes with.
    expect(tableLimits(db, standard!.identifier, 'EUR')).toEqual({ min_cents: 50, max_cents: 500_000 });
    expect(tableLimits(db, standard!.identifier, 'FUN')).toBeNull();
    expect(tableLimits(db, slots[0]!.identifier, 'EUR')).toBeNull();
    expect(tableLimits(db, 'nobody/nothing', 'EUR')).toBeNull();
    await app.close();
  });
});

describe('seed upgrade of a database seeded before release facts (seed version 1)', () => {
  /** What seed version 1 wrote: generator release dates, static new/prerelease, no limits, no anchor. */
  function seedVersion1(target: Db) {
    const games = generateGames();
    seedCatalogue(target, NOW);
    target.prepare("DELETE FROM catalogue_settings WHERE key = 'release_anchor'").run();
    target.prepare('DELETE FROM game_round_counts').run();
    target.prepare("DELETE FROM game_collection_items WHERE collection_id IN ('new', 'prerelease', 'hot')").run();
    const update = target.prepare('UPDATE games SET released_at = ?, payload = ? WHERE identifier = ?');
    const insertItem = target.prepare('INSERT INTO game_collection_items (collection_id, game_identifier, position) VALUES (?, ?, ?)');
    let position = 0;
    for (const seed of games) {
      const { slug: _slug, ...wire } = seed.game;
      update.run(wire.released_at, JSON.stringify(wire), wire.identifier);
      for (const c of ['new', 'prerelease']) if (wire.categories?.includes(c)) insertItem.run(c, wire.identifier, ++position);
    }
  }

  it('moves release dates onto an anchor once, adds table limits, recomputes the fact categories and keeps everything else', () => {
    seedVersion1(db);
    const count = db.prepare('SELECT COUNT(*) FROM games').pluck().get();
    const someSlot = generateGames().find((g) => g.game.categories?.includes('slots'))!.game;
    const someLive = generateGames().find((g) => g.game.categories?.includes('live'))!.game;
    expect(gameOf(db, someLive.identifier).table_limits).toBeUndefined();
    // An operator re-dated one game by hand: its date stays.
    db.prepare("UPDATE games SET released_at = '2026-11-20T00:00:00.000Z' WHERE identifier = ?").run(someSlot.identifier);

    seedCatalogue(db, NOW);
    expect(db.prepare('SELECT COUNT(*) FROM games').pluck().get()).toBe(count);
    expect(gameOf(db, someLive.identifier).table_limits?.EUR).toBeDefined();
    expect(gameOf(db, 'turbogames/rocket-x').released_at).toBe(new Date(Date.parse('2026-11-24T00:00:00.000Z') - 400 * DAY_MS).toISOString());
    expect(db.prepare('SELECT released_at FROM games WHERE identifier = ?').pluck().get(someSlot.identifier)).toBe('2026-11-20T00:00:00.000Z');
    expect(members(db, 'new')).toContain(someSlot.identifier);
    expect(withCategory(db, 'new').sort()).toEqual([...members(db, 'new')].sort());
    expect(members(db, 'hot')).toHaveLength(HOT_TOP);

    // Another seed run later (a version bump) moves nothing again.
    const dates = db.prepare('SELECT identifier, released_at FROM games ORDER BY identifier').all();
    seedCatalogue(db, new Date(NOW.getTime() + 90 * DAY_MS));
    expect(db.prepare('SELECT identifier, released_at FROM games ORDER BY identifier').all()).toEqual(dates);
  });
});
