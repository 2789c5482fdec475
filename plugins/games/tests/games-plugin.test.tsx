// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import type { PluginCatalogEntry } from '@core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { gamesManifest } from '../manifest';
import { testGame } from './game-fixture';

const games: PluginCatalogEntry = { manifest: gamesManifest as never, load: () => import('../index') as never };

const menu = {
  defaultPageSize: 40,
  categories: [
    { slug: 'all', collection: 'pokies', section: 'pokies', title: 'lobby:category.all', order: 1, inMenu: true },
    { slug: 'all', collection: 'live', section: 'live', title: 'lobby:category.liveAll', order: 20, cashbackCard: true, randomCard: 'none', inMenu: true },
  ],
};
const list = [testGame(), testGame({ slug: 'wolf-moon', title: 'Wolf Moon', provider: 'thunderbay' }), testGame({ slug: 'hidden', title: 'Hidden', provider: 'quicksilver-spin' })];
const api = {
  'GET /api/fe/config/menu-categories-games': menu,
  'GET /api/fe/config/providers-config': { disabled: { 'quicksilver-spin': 'all' } },
  'POST /api/games_filter': { data: list, pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 3 } },
};

afterEach(() => cleanup());

describe('games plugin', () => {
  it('contributes category, provider, favourite routes, menus and lobby rows', async () => {
    const { runtime } = await createTestRuntime({ plugins: [games] });
    const paths = runtime.registry.routes.filter((r) => r.pluginId === 'games').map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/pokies/:slug?', '/live/:slug?', '/slots', '/categories/:slug', '/games/:id', '/producers/:slug/:page?', '/favorite-games']));
    const header = runtime.registry.menuItems.filter((m) => m.menu === 'header').map((m) => [m.id, m.order]);
    expect(header).toEqual([['pokies', 200], ['live', 300]]);
    expect(runtime.registry.menuItems.filter((m) => m.menu === 'bottom-bar').map((m) => m.id)).toEqual(['pokies', 'live']);
    const rows = runtime.registry.slots.filter((s) => s.slot === 'lobby.rows');
    expect(rows.map((r) => r.id)).toEqual(['recent', 'collection-top', 'collection-new', 'collection-live', 'collection-pragmatic-drop-wins', 'collection-table']);
    expect(rows.every((r) => r.order !== 500)).toBe(true); // room for the jackpots row
  });

  it('lists a category without hidden providers; a guest play goes to registration', async () => {
    window.history.replaceState(null, '', '/pokies');
    const { runtime } = await createTestRuntime({ plugins: [games], api });
    render(<App runtime={runtime} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Book of Tests' })).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.queryAllByTestId('favorite-toggle')).toHaveLength(0);
    const play = screen.getAllByRole('link', { name: /tile\.play|Book of Tests/ })[0]!;
    expect(play.getAttribute('href')).toContain('/sign-up?redirect=');
  });

  it('guards the favourite toggle against double taps', async () => {
    window.history.replaceState(null, '', '/live');
    let release: () => void = () => undefined;
    const { runtime, api: platform } = await createTestRuntime({
      plugins: [games],
      player: testPlayer({ currency: 'EUR' }),
      api: {
        ...api,
        'GET /api/player/favorite_games': [],
        'PUT /api/player/favorite_games/*': () => new Promise((resolve) => (release = () => resolve({ body: [1001] }))),
      },
    });
    render(<App runtime={runtime} />);
    expect(await screen.findByTestId('cashback-card')).toBeTruthy();
    const [toggle] = await screen.findAllByTestId('favorite-toggle');
    await act(async () => {
      fireEvent.click(toggle!);
      fireEvent.click(toggle!);
    });
    release();
    await waitFor(() => expect(toggle!.getAttribute('aria-pressed')).toBe('true'));
    expect(platform.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
