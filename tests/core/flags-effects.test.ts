import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../core/plugin/define';
import { createApiClient } from '../../core/api/client';
import { createLogger } from '../../core/log/logger';
import { pluginRuntimeOf } from '../../core/runtime/plugin-runtime';
import type { VisibilityContext } from '../../core/plugin/contributions';
import { FLAG_DEFAULTS, type FeatureFlag } from '../../config/flags';
import { jackpotsManifest } from '../../plugins/jackpots/manifest';
import { closedFor } from '../../plugins/maintenance/closure';
import { questVisible } from '../../plugins/quests/rules/quest-window';
import { rewardsShopManifest } from '../../plugins/rewards-shop/manifest';
import { wheelManifest } from '../../plugins/wheel/manifest';
import { registerWwwRedirect, wwwRedirectTarget } from '../../server/www-redirect';
import { createTestRuntime } from '../harness/create-test-runtime';
import { testPlayer, testSite } from '../harness/fixtures';

/**
 * Spec part 1 §6: every feature flag does what it names. One test per flag, each turning only that flag on and
 * showing what changes (issue 22, item 1). `enablePromoBannerInEnterButton` and `enableABReg` are tested with their
 * plugins (enter-promo, auth); `enableAllProviders` and `socialAuth` with games and auth.
 */
const guest: VisibilityContext = { loggedIn: false, licence: 'CW', flags: FLAG_DEFAULTS, country: 'CA', locale: 'en', groups: [] };
const withFlag = (flag: FeatureFlag, ctx: VisibilityContext = guest): VisibilityContext => ({ ...ctx, flags: { ...ctx.flags, [flag]: true } });

describe('enableTechWork: maintenance mode', () => {
  it('closes the site to everyone but testers (groups 21, 916)', async () => {
    const off = await createTestRuntime({ plugins: [] });
    expect(closedFor(pluginRuntimeOf(off.runtime))).toBe(false);
    const on = await createTestRuntime({ plugins: [], site: { flags: { enableTechWork: true } } });
    expect(closedFor(pluginRuntimeOf(on.runtime))).toBe(true);
    const tester = await createTestRuntime({ plugins: [], site: { flags: { enableTechWork: true } }, player: testPlayer({ groups: [916] }) });
    expect(closedFor(pluginRuntimeOf(tester.runtime))).toBe(false);
  });

  it('core/api tells when the platform answers 503 with x-maintenance-mode (at once to a late listener), not on another 503', async () => {
    let header = false;
    const http = createApiClient({
      baseUrl: 'http://x',
      log: createLogger(),
      onAuthError: () => undefined,
      fetch: (async () => new Response('{}', { status: 503, headers: header ? { 'x-maintenance-mode': 'on' } : {} })) as typeof fetch,
    });
    let calls = 0;
    http.onMaintenance(() => calls++);
    const call = () => http.request({ path: '/api/x', schema: { _zod: {} } as never, code: 'X' }).catch((error: unknown) => error);
    expect(await call()).toMatchObject({ status: 503 });
    expect(calls).toBe(0);
    header = true;
    await call();
    expect(calls).toBe(1);
    let late = 0;
    const stop = http.onMaintenance(() => late++);
    expect(late).toBe(1);
    stop();
    await call();
    expect([calls, late]).toEqual([2, 1]);
  });
});

describe('disableWWW: www hosts go to the bare host', () => {
  const sites = [testSite({ hosts: { main: ['aurora.test'], mirrors: [] }, flags: { disableWWW: true } }), testSite({ id: 'b', hosts: { main: ['b.test'], mirrors: [] }, flags: {} })];

  it('redirects www.<host> to <host> (path, query and port kept) only for a site with the flag', () => {
    expect(wwwRedirectTarget(sites, 'www.aurora.test:8443', 'https', '/pokies?x=1')).toBe('https://aurora.test:8443/pokies?x=1');
    expect(wwwRedirectTarget(sites, 'aurora.test', 'https', '/')).toBeNull();
    expect(wwwRedirectTarget(sites, 'www.b.test', 'https', '/')).toBeNull();
    expect(wwwRedirectTarget(sites, 'www.unknown.test', 'https', '/')).toBeNull();
  });

  it('answers page GETs with 301, never API calls or writes', async () => {
    const app = Fastify();
    registerWwwRedirect(app, sites);
    app.all('/*', async () => ({ served: true }));
    const page = await app.inject({ method: 'GET', url: '/live', headers: { host: 'www.aurora.test' } });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('http://aurora.test/live');
    expect((await app.inject({ method: 'GET', url: '/api/player', headers: { host: 'www.aurora.test' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/live', headers: { host: 'www.aurora.test' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/live', headers: { host: 'www.b.test' } })).statusCode).toBe(200);
    await app.close();
  });
});

describe('enableConpoints: the rewards shop', () => {
  it('shows a player the shop entries and balance line only with the flag', async () => {
    const { runtime } = await createTestRuntime({ plugins: [catalogEntry(rewardsShopManifest, () => import('../../plugins/rewards-shop/index'))] });
    const header = runtime.registry.menuItems.find((m) => m.id === 'header-shop')!;
    const balance = runtime.registry.slots.find((s) => s.id === 'balance')!;
    const player = { ...guest, loggedIn: true };
    expect([header.when!(player), balance.when!(player)]).toEqual([false, false]);
    expect([header.when!(withFlag('enableConpoints', player)), balance.when!(withFlag('enableConpoints', player))]).toEqual([true, true]);
  });
});

describe('enableMysticJackpots: mystic jackpot pages', () => {
  it('opens /{identifier} only with the flag', async () => {
    const { runtime } = await createTestRuntime({
      plugins: [catalogEntry(jackpotsManifest, () => import('../../plugins/jackpots/index'))],
      pluginOptions: { jackpots: { mysticJackpots: ['mystic-moon'] } },
    });
    const page = runtime.registry.routes.find((r) => r.path === '/mystic-moon')!;
    expect(page.when!(guest)).toBe(false);
    expect(page.when!(withFlag('enableMysticJackpots'))).toBe(true);
  });
});

describe('enableTestQuests: test quests', () => {
  it('shows a test quest only with the flag; ordinary quests either way', () => {
    expect(questVisible({ isTest: true, group_ids: [] }, [], FLAG_DEFAULTS.enableTestQuests)).toBe(false);
    expect(questVisible({ isTest: true, group_ids: [] }, [], true)).toBe(true);
    expect(questVisible({ isTest: false, group_ids: [] }, [], false)).toBe(true);
  });
});

describe('showAllWidgets: floating widgets', () => {
  it('shows a guest the widget bookmarks only with the flag', async () => {
    const { runtime } = await createTestRuntime({ plugins: [catalogEntry(wheelManifest, () => import('../../plugins/wheel/index'))] });
    const bookmark = runtime.registry.slots.find((s) => s.id === 'bookmark')!;
    expect(bookmark.when!(guest)).toBe(false);
    expect(bookmark.when!(withFlag('showAllWidgets'))).toBe(true);
  });
});
