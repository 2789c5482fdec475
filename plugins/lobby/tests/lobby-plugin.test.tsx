// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import type { PluginCatalogEntry } from '@core/plugin/define';
import { defineManifest, definePlugin } from '@core/index';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { lobbyManifest } from '../manifest';

const lobby: PluginCatalogEntry = { manifest: lobbyManifest as never, load: () => import('../index') as never };
// A stand-in for the jackpots plugin: fills the slot the lobby exposes.
const rowFiller = definePlugin(defineManifest({ id: 'row-filler' }), (api) => {
  api.addSlot({ slot: 'lobby.rows', id: 'jackpots', order: 500, load: async () => ({ default: () => <p>jackpot row</p> }) });
});
const filler: PluginCatalogEntry = { manifest: rowFiller.manifest as never, load: async () => ({ default: rowFiller as never }) };

const banners = {
  locale: 'en',
  autoplayMs: 10000,
  banners: [
    {
      id: 1, frontend_identifier: 'welcome', title: { text: 'Welcome {bonus}' }, description: { text: 'Spins' }, categories: ['slider-index-top'],
      order: { 'slider-index-top': 1 }, image: '/x.svg', logged: false, variables: { bonus: { EUR: '€1,500' } },
      gradient: { colorLeft: '#000', colorLeftCenter: '#111', colorRightCenter: '#222', colorRight: '#333' }, button: { name: 'Claim', url: '/sign-up' },
    },
  ],
};

afterEach(() => cleanup());

describe('lobby plugin', () => {
  it('contributes the lobby routes and the first menu entries', async () => {
    const { runtime } = await createTestRuntime({ plugins: [lobby] });
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'lobby').map((r) => r.path)).toEqual(['/', '/categories', '/games']);
    expect(runtime.registry.menuItems.map((m) => [m.menu, m.id, m.order])).toEqual([
      ['header', 'lobby', 100],
      ['bottom-bar', 'lobby', 100],
    ]);
  });

  it('renders banners with variables (locale header sent) and the lobby.rows slot', async () => {
    window.history.replaceState(null, '', '/');
    const { runtime, api } = await createTestRuntime({
      plugins: [lobby, filler],
      api: { 'GET /api/fe/config/banners-config': banners, 'GET /api/games/providers': [] },
    });
    render(<App runtime={runtime} />);
    expect(await screen.findByRole('heading', { name: 'Welcome €1,500' })).toBeTruthy();
    expect(await screen.findByText('jackpot row')).toBeTruthy();
    expect(api.calls.some((c) => c.path.startsWith('/api/fe/config/banners-config'))).toBe(true);
  });
});
