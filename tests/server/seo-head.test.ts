import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPlatform } from '../../server/embedded-platform';
import { createHostApp } from '../../server/host-app';
import type { PlatformConnection } from '../../server/platform-connection';
import { pluginIds } from '../../server/plugin-folders';
import { loadPluginGates } from '../../server/plugin-gates';
import { loadSites } from '../../server/sites';
import { SIGNED_IN_HINT_COOKIE } from '../../schemas/wire/session-hint';
import { fakeClientBuild } from './fake-client-build';
import { hostWithPlatform } from './host-with-platform';
import { sitemapLocs, sitemapProblems } from './sitemap-schema';

const root = fileURLToPath(new URL('../..', import.meta.url));
const AURORA_LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it'];

/** What a crawler reads of a page's head, parsed from the HTML the host sent. */
function headOf(html: string) {
  // Only the markup is read: preloads and scripts would make the parser fetch them.
  const markup = html.replace(/<link rel="preload"[^>]*>/g, '').replace(/<script[^>]* src="[^"]*"[^>]*><\/script>/g, '');
  const doc = new new Window().DOMParser().parseFromString(markup, 'text/html');
  const meta = (key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  return {
    lang: doc.documentElement.getAttribute('lang'),
    title: doc.title,
    titles: doc.querySelectorAll('title').length,
    canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    hreflang: Object.fromEntries([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!])),
    robots: [...doc.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
    description: meta('description'),
    meta,
    boot: JSON.parse(doc.getElementById('croupier-boot')?.textContent ?? 'null') as { basePath?: string; site: { id: string } },
  };
}

describe('host: head tags, robots.txt and sitemap.xml (issue 14)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const build = fakeClientBuild();
  let game: { provider: string; slug: string; title: string; identifier: string };
  let provider: { slug: string; title: string };
  let providers: { slug: string; title: string; games_count: number }[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'croupier-seo-'));
    const plugins = pluginIds(join(root, 'plugins'));
    app = await createHostApp({
      root,
      sites: loadSites(join(root, 'sites'), plugins),
      pluginGates: await loadPluginGates(join(root, 'plugins'), 'manifest.ts', plugins),
      platform: embeddedPlatform({ dataDir, mode: 'demo', quiet: true }),
      clientDir: build.dir,
      buildId: 'test',
    });
    providers = (await app.inject({ url: '/api/games/providers', headers: { host: 'localhost' } })).json() as { slug: string; title: string; games_count: number }[];
    provider = providers.find((p) => p.games_count > 0)!;
    const list = (
      await app.inject({ method: 'POST', url: '/api/games_filter', headers: { host: 'localhost', 'content-type': 'application/json' }, payload: { device: 'desktop', page: 1, page_size: 1, filter: {} } })
    ).json() as { data: { identifier: string; title: string; provider: string }[] };
    const first = list.data[0]!;
    game = { ...first, slug: first.identifier.slice(first.identifier.indexOf('/') + 1) };
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(build.dir, { recursive: true, force: true });
  });

  const page = async (url: string, host = 'localhost', headers: Record<string, string> = {}, status = 200) => {
    const response = await app.inject({ url, headers: { host, ...headers } });
    expect(response.statusCode).toBe(status);
    return headOf(response.body);
  };

  const expectAlternates = (head: ReturnType<typeof headOf>, origin: string, path: string) => {
    const expected = Object.fromEntries([
      ...AURORA_LOCALES.map((l) => [l, `${origin}${l === 'en' ? path : path === '/' ? `/${l}` : `/${l}${path}`}`]),
      ['x-default', `${origin}${path}`],
    ]);
    expect(head.hreflang).toEqual(expected);
  };

  it('/: the lobby title, English, self-canonical, every site language plus x-default, indexable', async () => {
    const head = await page('/');
    expect(head.lang).toBe('en');
    expect(head.title).toBe('Aurora Casino · Online casino lobby');
    expect(head.description).toBe('Aurora Casino: online slots, live casino and table games, with bonuses, tournaments and jackpots. Play in seconds on your computer, phone or tablet.');
    expect(head.canonical).toEqual(['http://localhost/']);
    expectAlternates(head, 'http://localhost', '/');
    expect(head.robots).toEqual([]);
    expect(head.titles).toBe(1);
  });

  it('/pokies and /de/pokies: the category title and description in the page language, each its own canonical', async () => {
    const en = await page('/pokies');
    expect(en.title).toBe('All slots · Aurora Casino');
    // Lighthouse SEO: every guest page has a description (issue 14 item 4), the one the category page states.
    expect(en.description).toBe('All slots at Aurora Casino: browse the full selection of online casino games and start playing in seconds on your computer, phone or tablet.');
    expect(en.canonical).toEqual(['http://localhost/pokies']);
    expectAlternates(en, 'http://localhost', '/pokies');
    const de = await page('/de/pokies');
    expect(de.lang).toBe('de');
    expect(de.title).toBe('Alle Spielautomaten · Aurora Casino');
    expect(de.description).toBe('Alle Spielautomaten bei Aurora Casino: Entdecke die ganze Auswahl an Online-Casinospielen und leg in Sekunden los – am Computer, Smartphone oder Tablet.');
    expect(de.canonical).toEqual(['http://localhost/de/pokies']);
    expectAlternates(de, 'http://localhost', '/pokies');
  });

  it('/categories/{slug} points its canonical link to /pokies/{slug} (spec part 1 §2)', async () => {
    const head = await page('/categories/table-games');
    expect(head.canonical).toEqual(['http://localhost/pokies/table-games']);
    expect(head.hreflang.de).toBe('http://localhost/de/pokies/table-games');
  });

  it('a collection page (/slots, /games/{id}, /live) describes its games too, named as the page names them', async () => {
    expect((await page('/slots')).description).toBe('Slots at Aurora Casino: browse the full selection of online casino games and start playing in seconds on your computer, phone or tablet.');
    // `/games/top` is the menu's entry for the collection, as the brand words it (the page's heading says the same).
    const top = await page('/games/top');
    expect(top.title).toBe('Player favourites · Aurora Casino');
    expect(top.description).toBe('Player favourites at Aurora Casino: browse the full selection of online casino games and start playing in seconds on your computer, phone or tablet.');
    const live = await page('/live');
    expect(live.description).toMatch(/^\S.* at Aurora Casino: browse the full selection of online casino games/);
    expect(live.description).not.toContain('{{');
  });

  it("a provider page: the studio's name in the title and the description", async () => {
    const head = await page(`/producers/${provider.slug}`);
    expect(head.title).toBe(`${provider.title} · Aurora Casino`);
    expect(head.description).toBe(`Play ${provider.title} games at Aurora Casino: the studio’s full collection of online casino games, ready in seconds on your computer, phone or tablet.`);
    expect((await page(`/it/producers/${provider.slug}`)).description).toBe(
      `Gioca ai giochi di ${provider.title} su Aurora Casino: l’intera collezione di giochi da casinò online dello studio, pronta in pochi secondi da computer, smartphone o tablet.`,
    );
    expect(head.canonical).toEqual([`http://localhost/producers/${provider.slug}`]);
  });

  it('a game page: the game in the title, the description and Open Graph title, description, image and URL', async () => {
    const head = await page(`/play/${game.provider}/${game.slug}`);
    expect(head.title).toBe(`${game.title} · Aurora Casino`);
    // The studio by its name (the seed's slugs are its titles in lower case with hyphens).
    const studio = providers.find((p) => p.slug === game.provider)!.title;
    const description = `Play ${game.title} by ${studio} online at Aurora Casino: start the game in seconds on your computer, phone or tablet and discover more ${studio} games.`;
    expect(head.description).toBe(description);
    expect(head.meta('og:description')).toBe(description);
    expect((await page(`/fr-CA/play/${game.provider}/${game.slug}`)).description).toBe(
      `Jouez à ${game.title} du studio ${studio} en ligne sur Aurora Casino : lancez le jeu en quelques secondes sur votre ordinateur, cellulaire ou tablette et découvrez d’autres jeux du studio ${studio}.`,
    );
    expect(head.meta('og:title')).toBe(game.title);
    expect(head.meta('og:type')).toBe('game');
    expect(head.meta('og:image')).toBe(`http://localhost/previews/${game.identifier}.svg`);
    expect(head.meta('og:url')).toBe(`http://localhost/play/${game.provider}/${game.slug}`);
  });

  it('/privacy-policy: title and description from the CMS page, per language', async () => {
    const head = await page('/privacy-policy');
    expect(head.title).toBe('Privacy Policy | Aurora Casino');
    expect(head.description).toBe('How Croupier collects, uses and protects your personal data.');
    expect(head.meta('og:title')).toBeNull(); // Open Graph is for game and promo pages
    const de = await page('/de/privacy-policy');
    expect(de.lang).toBe('de');
    expect(de.title).not.toBe(head.title);
  });

  it('noindex: more than 4 path segments, 3 for a dynamic static page; never for the lobby pages', async () => {
    // Paths that name no page answer 404 (issue 24 item 13) with the same head rules.
    expect((await page('/a/b/c/d/e', 'localhost', {}, 404)).robots).toEqual(['noindex']);
    expect((await page('/a/b/c/d', 'localhost', {}, 404)).robots).toEqual(['noindex']); // a dynamic CMS path: 4 > 3
    expect((await page('/a/b/c', 'localhost', {}, 404)).robots).toEqual([]);
    expect((await page('/pokies/top')).robots).toEqual([]);
  });

  it('a mirror points canonical and alternates to the main host', async () => {
    const head = await page('/pokies', 'aurora-mirror.localhost');
    expect(head.canonical).toEqual(['https://aurora.casino/pokies']);
    expect(head.hreflang['x-default']).toBe('https://aurora.casino/pokies');
  });

  it("another brand's host: its name, default language and language set", async () => {
    const head = await page('/', 'desert.localhost');
    expect(head.lang).toBe('en-KW');
    expect(head.title).toContain('Desert Palms');
    expect(Object.keys(head.hreflang).sort()).toEqual(['en', 'en-KW', 'x-default']);
    expect(head.hreflang.en).toBe('http://desert.localhost/en');
  });

  it('/guest/ serves the same guest pages, canonical without the base path, the browser told the base', async () => {
    const guest = await page('/guest/pokies');
    const plain = await page('/pokies');
    expect(guest.title).toBe(plain.title);
    expect(guest.canonical).toEqual(plain.canonical);
    expect(guest.boot.basePath).toBe('/guest');
    expect(plain.boot.basePath).toBeUndefined();
    expect((await page('/guest/de/pokies')).lang).toBe('de');
    expect((await page('/guest')).title).toBe('Aurora Casino · Online casino lobby');
  });

  it('a request with the sign-in hint gets the address tags only: the page is the player\'s, rendered in the browser', async () => {
    const head = await page('/privacy-policy', 'localhost', { cookie: `${SIGNED_IN_HINT_COOKIE}=1` });
    expect(head.title).toBe('Aurora Casino');
    expect(head.canonical).toEqual(['http://localhost/privacy-policy']);
  });

  it('robots.txt keeps crawlers out of session pages and names the sitemap of the canonical host', async () => {
    const response = await app.inject({ url: '/robots.txt', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/profile', '/de/profile', '/cashbox', '/favorite-games']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /pokies');
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
    const mirror = await app.inject({ url: '/robots.txt', headers: { host: 'aurora-mirror.localhost' } });
    expect(mirror.body).toContain('Sitemap: https://aurora.casino/sitemap.xml');
  });

  it('sitemap.xml validates against the sitemap schema and lists static pages, categories, providers and games in every language', async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(sitemapProblems(response.body)).toEqual([]);
    const locs = sitemapLocs(response.body);
    for (const path of ['/', '/privacy-policy', '/pokies', '/pokies/top', '/live', `/producers/${provider.slug}`, `/play/${game.provider}/${game.slug}`]) {
      expect(locs).toContain(`http://localhost${path}`);
      expect(locs).toContain(`http://localhost/de${path === '/' ? '' : path}`);
    }
    // Categories appear under their canonical path only; nothing session-only.
    expect(locs.some((l) => l.includes('/categories/'))).toBe(false);
    expect(locs.some((l) => /\/(profile|cashbox|favorite-games)/.test(l))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    // A mirror's sitemap names the main host's addresses.
    const mirror = await app.inject({ url: '/sitemap.xml', headers: { host: 'aurora-mirror.localhost' } });
    expect(sitemapProblems(mirror.body)).toEqual([]);
    expect(sitemapLocs(mirror.body).every((l) => l.startsWith('https://aurora.casino/'))).toBe(true);
  }, 60_000);

  it('the schema check fails a broken sitemap (the test can fail)', () => {
    expect(sitemapProblems('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>x</lastmod></url></urlset>')).not.toEqual([]);
    expect(sitemapProblems('<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url>')).toEqual(['not well-formed XML']);
  });
});

describe('host: a failing or slow platform (issue 14 "failure is graceful")', () => {
  const build = fakeClientBuild();
  const logged: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  const platform = (behaviour: 'fail' | 'hang'): PlatformConnection => ({
    mount: async () => undefined,
    translations: async () => ({}),
    close: async () => undefined,
    get: () => (behaviour === 'fail' ? Promise.resolve({ status: 500, body: { error: 'internal_error' } }) : new Promise(() => undefined)),
  });
  const start = async (behaviour: 'fail' | 'hang') => {
    app = await hostWithPlatform(platform(behaviour), build.dir, (code, details) => logged.push({ code, ...details }));
  };
  afterAll(() => rmSync(build.dir, { recursive: true, force: true }));

  it.each(['fail', 'hang'] as const)('platform %s: the page is still sent (200) with the address tags, SSR_FALLBACK logged with the cause', async (behaviour) => {
    logged.length = 0;
    await start(behaviour);
    try {
      const response = await app.inject({ url: '/privacy-policy', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      expect(head.title).toBe('Aurora Casino');
      expect(head.canonical).toEqual(['http://localhost/privacy-policy']);
      expect(response.body).toContain('<div id="root"></div>');
      expect(logged).toContainEqual(expect.objectContaining({ code: 'SSR_FALLBACK', path: '/privacy-policy', reason: behaviour === 'fail' ? 'status' : 'timeout' }));
      // The sitemap cannot be complete without the catalogue: "try later", not a half list.
      const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
      expect(sitemap.statusCode).toBe(503);
      expect(logged).toContainEqual(expect.objectContaining({ code: 'SITEMAP_FAILED' }));
    } finally {
      await app.close();
    }
  });
});
