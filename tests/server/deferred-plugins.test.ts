import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deferredPlugins, everyPagePlugins, landingPlugins, loadPluginGates } from '../../server/plugin-gates';
import aurora from '../../sites/aurora.json';

const pluginsDir = fileURLToPath(new URL('../../plugins', import.meta.url));
const ids = Object.keys(aurora.plugins);

describe('plugins that start after the first paint (read from the real manifests of the aurora site)', async () => {
  const gates = await loadPluginGates(pluginsDir, 'manifest.ts', ids);

  it('keeps everything a guest sees on every page in the boot script: menus, header, footer, CMS placeholders', () => {
    const guest = everyPagePlugins(ids, gates, 'guest');
    for (const id of ['lobby', 'games', 'auth', 'content-pages', 'site-chrome', 'notices', 'search', 'tournaments', 'quests', 'bonuses']) expect(guest).toContain(id);
    // Partner tracking draws nothing, but reads the landing address at boot.
    expect(guest).toContain('partner-tracking');
  });

  it("defers for a guest what a guest sees nothing of, and for a player only what is inside one screen", () => {
    const guest = everyPagePlugins(ids, gates, 'guest');
    for (const id of ['lootboxes', 'cashbox', 'profile', 'game-page', 'account-header']) expect(guest).not.toContain(id);
    const player = everyPagePlugins(ids, gates, 'player');
    // The signed-in header (balance, deposit button, session timer) is on every page of a player.
    for (const id of ['account-header', 'profile']) expect(player).toContain(id);
    for (const id of ['lootboxes', 'cashbox', 'game-page']) expect(player).not.toContain(id);
  });

  it("starts a landing page's own plugin with the page, and the plugins filling the slots its first screen draws", () => {
    expect(landingPlugins(ids, gates, '/cashbox', 'player')).toContain('cashbox');
    expect(landingPlugins(ids, gates, '/play/aurora-reels/gold-rush', 'guest')).toContain('game-page');
    // The game page draws the wagering panel (bonuses) in its first screen.
    expect(landingPlugins(ids, gates, '/play/aurora-reels/gold-rush', 'player')).toContain('bonuses');
    const onGamePage = deferredPlugins(ids, gates, '/play/aurora-reels/gold-rush', 'guest').map((p) => p.id);
    expect(onGamePage).not.toContain('game-page');
  });

  it('lists each deferred plugin with its routes and CMS placeholders, so a page needing one starts it at once', () => {
    const deferred = deferredPlugins(ids, gates, '/', 'guest');
    expect(deferred.find((p) => p.id === 'cashbox')?.routes).toContain('/cashbox');
    expect(deferred.find((p) => p.id === 'cashbox')?.placeholders).toContain('PaymentMethods');
    expect(deferred.map((p) => p.id)).not.toContain('lobby');
  });

  it('matches the landing route the way the router does: the lowest order wins over a catch-all', () => {
    // `/cashbox` also matches the content pages' `/:slug`, whose order is higher.
    expect([...landingPlugins(ids, gates, '/cashbox', 'guest')]).toEqual(['cashbox']);
  });
});
