// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { stateOf } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import { LOBBY_ROWS } from '@schemas/contracts/slots';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { gamesManifest } from '../manifest';
import { gamesState } from '../state';
import { testGame } from './game-fixture';

const games = catalogEntry(gamesManifest, () => import('../index'));

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
    expect(header).toEqual([['header-pokies', 200], ['header-live', 300]]);
    expect(runtime.registry.menuItems.filter((m) => m.menu === 'bottom-bar').map((m) => m.id)).toEqual(['bottom-bar-pokies', 'bottom-bar-live']);
    const rows = runtime.registry.slots.filter((s) => s.slot === LOBBY_ROWS.name);
    expect(rows.map((r) => [r.id, r.order])).toEqual([
      ['recently-played', 100],
      ['collection-top', 200],
      ['collection-new', 300],
      ['collection-live', 400],
      ['collection-pragmatic-drop-wins', 600],
      ['collection-table', 700],
    ]);
    expect(rows.every((r) => r.order !== 500)).toBe(true); // room for the jackpots row
  });

  it('repeats the lobby row per site row; the recent row is for players and can be switched off', async () => {
    const { runtime } = await createTestRuntime({
      plugins: [games],
      pluginOptions: { games: { lobbyRows: [{ collection: 'hot', order: 250 }], recentlyPlayedRow: false } },
    });
    const rows = runtime.registry.slots.filter((s) => s.slot === LOBBY_ROWS.name);
    expect(rows.map((r) => [r.id, r.order])).toEqual([['collection-hot', 250]]);

    const { runtime: withRecent } = await createTestRuntime({ plugins: [games] });
    const recent = withRecent.registry.slots.find((s) => s.id === 'recently-played')!;
    expect(recent.when?.({ ...withRecent.visibility(), loggedIn: false })).toBe(false);
    expect(recent.when?.({ ...withRecent.visibility(), loggedIn: true })).toBe(true);
    const favorites = withRecent.registry.menuItems.find((m) => m.id === 'sidebar-favorites')!;
    expect([favorites.menu, favorites.order, favorites.when?.({ ...withRecent.visibility(), loggedIn: false })]).toEqual(['sidebar', 150, false]);
  });

  it('lists a category without hidden providers; a guest play goes to registration', async () => {
    const { runtime } = await createTestRuntime({ plugins: [games, authRoles], api, url: '/pokies' });
    render(<App runtime={runtime} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Book of Tests' })).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.queryAllByTestId('favorite-toggle')).toHaveLength(0);
    const play = screen.getAllByRole('link', { name: /tile\.play|Book of Tests/ })[0]!;
    expect(play.getAttribute('href')).toContain('/sign-up?redirect=');
  });

  it('guards the favourite toggle against double taps', async () => {
    let release: () => void = () => undefined;
    const { runtime, api: platform } = await createTestRuntime({
      plugins: [games],
      url: '/live',
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

  it('loads the favourite ids at login and forgets them at logout', async () => {
    const { runtime } = await createTestRuntime({ plugins: [games], player: testPlayer({ currency: 'EUR' }), api: { ...api, 'GET /api/player/favorite_games': [1001] } });
    await waitFor(() => expect(stateOf(runtime, gamesState).state.favoriteIds).toEqual([1001]));
    await runtime.logout();
    expect(stateOf(runtime, gamesState).state.favoriteIds).toBeNull();
  });
});
