import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageStatus, type PageStatusQuestion } from '../../server/page-status';
import type { PluginGate } from '../../server/plugin-gates';

const gate = (id: string, routes: PluginGate['routes'], redirectsFrom: string[] = []): PluginGate => ({
  id,
  gated: false,
  requires: [],
  firstPaintRequests: [],
  head: { id, requires: [] },
  everyPage: { guest: false, player: false },
  routes,
  redirectsFrom,
  placeholders: [],
  slotsFilled: { guest: [], player: [] },
});

const STATIC = { url: '/api/cms/pages{path}?l={locale}' };
const DYNAMIC = { url: '/api/cms/pages?l={locale}', names: (answer: unknown, path: string) => Array.isArray(answer) && answer.some((p: { path: string }) => p.path === path) };
const gates = new Map<string, PluginGate>([
  ['lobby', gate('lobby', [{ path: '/', order: 100, slots: [] }], ['/accounts/history'])],
  ['games', gate('games', [{ path: '/pokies/:slug?', order: 200, slots: [] }])],
  ['content-pages', gate('content-pages', [{ path: '/:slug', order: 500, slots: [], foundBy: STATIC }, { path: '/*', order: 10_000, slots: [], foundBy: DYNAMIC }])],
]);
const cmsSlugs = new Set(['privacy-policy']);
const cmsList = [{ id: 7, path: '/promo/summer', slug: 'summer-promo' }];
const probed: string[] = [];
const ask = (path: string, extra: Partial<PageStatusQuestion> = {}) =>
  pageStatus({
    sitePlugins: ['lobby', 'games', 'content-pages'],
    gates,
    path,
    locale: 'de',
    signedIn: false,
    demoAids: false,
    ask: async (url) => {
      probed.push(url);
      const [path] = url.split('?');
      if (path === '/api/cms/pages') return { status: 200, body: cmsList };
      return { status: cmsSlugs.has(path!.replace('/api/cms/pages/', '')) ? 200 : 404 };
    },
    ...extra,
  });

describe('page status (issue 24, item 13)', () => {
  it('answers 200 for plugin routes without asking the platform', async () => {
    probed.length = 0;
    expect(await ask('/')).toBe(200);
    expect(await ask('/pokies/new')).toBe(200);
    expect(probed).toEqual([]);
  });

  it('asks the matching routes in order whether a CMS address names a page, with the locale', async () => {
    probed.length = 0;
    expect(await ask('/privacy-policy')).toBe(200);
    expect(probed).toEqual(['/api/cms/pages/privacy-policy?l=de']);
    expect(await ask('/promo/summer')).toBe(200);
    expect(await ask('/no-such-page')).toBe(404);
    expect(await ask('/no/such/page')).toBe(404);
  });

  it('finds a single-segment dynamic page the static route does not know', async () => {
    cmsList.push({ id: 8, path: '/welcome', slug: 'welcome-2026' });
    expect(await ask('/welcome')).toBe(200);
    cmsList.pop();
  });

  it("counts a repeated route only at its copies' addresses, from the site's options with defaults", async () => {
    const repeated = new Map(gates);
    repeated.set('jackpots', { ...gate('jackpots', [{ path: '/:identifier', order: 400, slots: [], repeat: 'mysticJackpots' }]), options: (raw) => z.parse(z.object({ mysticJackpots: z._default(z.array(z.string()), ['mystic-jackpot']) }), raw ?? {}) });
    const withJackpots = { sitePlugins: ['lobby', 'games', 'jackpots', 'content-pages'], gates: repeated };
    expect(await ask('/mystic-jackpot', withJackpots)).toBe(200);
    expect(await ask('/no-such-page', withJackpots)).toBe(404);
    expect(await ask('/golden-pot', { ...withJackpots, siteOptions: { jackpots: { mysticJackpots: ['golden-pot'] } } })).toBe(200);
    expect(await ask('/mystic-jackpot', { ...withJackpots, siteOptions: { jackpots: { mysticJackpots: ['golden-pot'] } } })).toBe(404);
  });

  it('answers 404 where no route of the site draws the address', async () => {
    expect(await ask('/anything', { sitePlugins: ['lobby'] })).toBe(404);
  });

  it('judges nothing without the manifests of the site plugins', async () => {
    expect(await ask('/anything', { gates: new Map() })).toBe(200);
  });

  it('keeps legacy addresses the client redirects, and 200 when the platform cannot answer', async () => {
    expect(await ask('/accounts/history')).toBe(200);
    expect(await ask('/no-such-page', { ask: () => Promise.reject(new Error('down')) })).toBe(200);
    expect(await ask('/no-such-page', { ask: async () => ({ status: 502 }) })).toBe(200);
  });

  it('hides the feature-flag screen from guests unless the host runs its demo aids', async () => {
    expect(await ask('/ffc')).toBe(404);
    expect(await ask('/ffc', { signedIn: true })).toBe(200);
    expect(await ask('/ffc', { demoAids: true })).toBe(200);
    expect(await ask('/oops')).toBe(200);
  });
});
