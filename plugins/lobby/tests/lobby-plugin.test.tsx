// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import { LOBBY_ROWS } from '@schemas/contracts/slots';
import { defineManifest, definePlugin } from '@core/index';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { lobbyManifest } from '../manifest';

const lobby = catalogEntry(lobbyManifest, () => import('../index'));
// A stand-in for the jackpots plugin: fills the slot the lobby exposes.
const rowFiller = definePlugin(defineManifest({ id: 'row-filler', contributes: { slots: { jackpots: { slot: LOBBY_ROWS, order: 500 } } } }), (api) => {
  api.implement({ slots: { jackpots: async () => ({ default: () => <p>jackpot row</p> }) } });
});
const filler = catalogEntry(rowFiller.manifest, async () => ({ default: rowFiller }));

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
      ['header', 'header-lobby', 100],
      ['bottom-bar', 'bottom-bar-lobby', 100],
    ]);
    expect(runtime.pathOf('main')).toBe('/');
  });

  it('renders banners with variables (locale header sent) and the lobby.rows slot', async () => {
    const { runtime, api } = await createTestRuntime({
      plugins: [lobby, filler],
      api: { 'GET /api/fe/config/banners-config': banners, 'GET /api/games/providers': [] },
    });
    render(<App runtime={runtime} />);
    expect(await screen.findByRole('heading', { name: 'Welcome €1,500' })).toBeTruthy();
    expect(await screen.findByText('jackpot row')).toBeTruthy();
    // The locale in the URL as well: the host's first-paint preload of this URL is matched by URL alone.
    expect(api.calls.some((c) => c.path === '/api/fe/config/banners-config?l=en')).toBe(true);
  });
});
