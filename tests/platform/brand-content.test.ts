import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatformApp } from '../../platform/app';
import { brandChain, brandOf, readBrandFacts, SHARED_BRAND } from '../../platform/brands';
import type { BannersConfig } from '../../schemas/feconfig/banners-config.schema';

// A clock the test moves: the seed writes this week's race window (seeds run on real time), then time passes.
let nowMs = Date.now(); // the seed writes the window of the real week
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildPlatformApp({ dataDir: mkdtempSync(join(tmpdir(), 'brands-')), clock: { now: () => new Date(nowMs) } }));
});
afterAll(() => app.close());

const get = (url: string, host: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host, ...headers } });
const banners = async (host: string) => (await get('/api/fe/config/banners-config', host, { locale: 'en' })).json<BannersConfig>();

describe('brands (issue 24, item 1): the platform keys content by the site the host names', () => {
  it('knows each site by its main hosts and mirrors, any port, and reads the shared rows for an unknown host', () => {
    const facts = readBrandFacts();
    expect(brandOf({ headers: { host: 'desert.localhost:3000' } }, () => facts)).toBe('desert');
    expect(brandOf({ headers: { host: 'desertpalms1.casino' } }, () => facts)).toBe('desert');
    expect(brandOf({ headers: { host: 'localhost', 'x-forwarded-host': 'desertpalms.casino' } }, () => facts)).toBe('desert');
    expect(brandOf({ headers: { host: 'aurora.casino' } }, () => facts)).toBe('aurora');
    expect(brandOf({ headers: { host: 'evil.example' } }, () => facts)).toBe(SHARED_BRAND);
    expect(brandChain('desert')).toEqual(['desert', SHARED_BRAND]);
  });

  it('serves each brand its own banners, and the brand without its own the shared ones', async () => {
    const desert = await banners('desert.localhost');
    const aurora = await banners('localhost');
    expect(desert.banners.map((b) => b.frontend_identifier)).toContain('oasis-welcome');
    expect(aurora.banners.map((b) => b.frontend_identifier)).toContain('welcome-pack');
    expect(aurora.banners.map((b) => b.frontend_identifier)).not.toContain('oasis-welcome');
    // `en-KW` has no document of its own: the brand's English one, not the shared English one.
    const gulf = (await get('/api/fe/config/banners-config', 'desert.localhost', { locale: 'en-KW' })).json<BannersConfig>();
    expect(gulf.banners[0]!.frontend_identifier).toBe('oasis-welcome');
  });

  it("a brand's own currency config, notice strip and wording; the shared rest", async () => {
    expect((await get('/api/fe/config/currency-config', 'desert.localhost')).json()).toMatchObject({ default: 'USD' });
    expect((await get('/api/fe/config/currency-config', 'localhost')).json()).toMatchObject({ default: 'EUR' });
    // Not the brand's: shared.
    expect((await get('/api/fe/config/betting-config', 'desert.localhost')).statusCode).toBe(200);
    const desertNotices = (await get('/api/notices?l=en', 'desert.localhost')).json<{ message: string }[]>();
    const auroraNotices = (await get('/api/notices?l=en', 'localhost')).json<{ message: string }[]>();
    expect(desertNotices.some((n) => n.message.includes('Desert Nights'))).toBe(true);
    expect(auroraNotices.some((n) => n.message.includes('Desert Nights'))).toBe(false);
    expect((await get('/api/translations/en-KW', 'desert.localhost')).json()).toEqual({ lobby: { 'category.top': 'Oasis favourites' } });
    expect((await get('/api/translations/en', 'localhost')).json()).toEqual({ lobby: { 'category.top': 'Player favourites' } });
  });

  it('assumes a brand visitor without a geo answer is in its own default country', async () => {
    expect((await get('/api/current_ip', 'desert.localhost')).json()).toMatchObject({ country_code: 'KW' });
    expect((await get('/api/current_ip', 'localhost')).json()).toMatchObject({ country_code: 'CA' });
  });
});

describe('banner countdowns come from real dates (issue 24, item 1)', () => {
  it("counts the weekly race's banner down to this week's end, and rolls on to the next week once it passes", async () => {
    const race = async () => (await banners('localhost')).banners.find((b) => b.frontend_identifier === 'weekly-spin-race')!.timer!;
    const first = await race();
    const endMs = Date.parse(first.end_at);
    expect(endMs).toBeGreaterThan(nowMs);
    expect(endMs - nowMs).toBeLessThanOrEqual(7 * 86_400_000);
    expect(new Date(endMs).getUTCDay()).toBe(1); // Monday 00:00 UTC, as the race's own week
    nowMs = endMs + 3 * 86_400_000; // three days into the next week
    const next = await race();
    expect(Date.parse(next.end_at)).toBe(endMs + 7 * 86_400_000);
    expect(Date.parse(next.start_at!)).toBe(endMs);
    nowMs = endMs + 30 * 86_400_000; // a month later: still this week's window
    const later = await race();
    expect(Date.parse(later.end_at)).toBeGreaterThan(nowMs);
    expect(Date.parse(later.end_at) - nowMs).toBeLessThanOrEqual(7 * 86_400_000);
  });
});

describe('demo databases seeded before banner timers followed the race', () => {
  it("get the repeating timer where the stored one is still the old seed's, and keep an operator's own", async () => {
    const { openDatabase } = await import('../../platform/db/database');
    const dataDir = mkdtempSync(join(tmpdir(), 'banner-upgrade-'));
    const first = await buildPlatformApp({ dataDir });
    const db = first.ctx.db;
    const read = (locale: string) => JSON.parse(db.prepare("SELECT document FROM fe_configs WHERE site = '' AND key = 'banners-config' AND locale = ?").pluck().get(locale) as string) as BannersConfig;
    const write = (locale: string, config: BannersConfig) => db.prepare("UPDATE fe_configs SET document = ? WHERE site = '' AND key = 'banners-config' AND locale = ?").run(JSON.stringify(config), locale);
    const oldTimer = { start_at: '2026-01-12T00:00:00.000Z', end_at: '2030-12-31T23:59:59.000Z' };
    const withTimer = (config: BannersConfig, timer: object) => ({ ...config, banners: config.banners.map((b) => (b.frontend_identifier === 'weekly-spin-race' ? { ...b, timer } : b)) }) as BannersConfig;
    write('en', withTimer(read('en'), oldTimer));
    write('de', withTimer(read('de'), { end_at: '2031-01-01T00:00:00.000Z' }));
    // As a database seeded by the first version of the module's seed.
    db.prepare("UPDATE module_seeds SET version = 1 WHERE module = 'feconfig'").run();
    await first.app.close();
    const again = await buildPlatformApp({ dataDir, db: openDatabase(dataDir) });
    const race = (config: BannersConfig) => config.banners.find((b) => b.frontend_identifier === 'weekly-spin-race')!.timer!;
    const readAgain = (locale: string) => JSON.parse(again.ctx.db.prepare("SELECT document FROM fe_configs WHERE site = '' AND key = 'banners-config' AND locale = ?").pluck().get(locale) as string) as BannersConfig;
    expect(race(readAgain('en')).repeat_every_seconds).toBe(7 * 86_400);
    expect(race(readAgain('de'))).toEqual({ end_at: '2031-01-01T00:00:00.000Z' });
    await again.app.close();
  });
});
