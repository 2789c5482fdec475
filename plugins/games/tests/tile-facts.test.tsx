// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import { badgesFromCategories } from '@schemas/wire/game-badges';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import en from '../messages/en.json';
import { limitText } from '../limit-text';
import { tileBadge } from '../tile-badge';
import { gamesManifest } from '../manifest';
import { testGame } from './game-fixture';

/** Tiles tell the truth (issue 21): badges from facts in a clear priority, table limits in the viewer's currency. */

const games = catalogEntry(gamesManifest, () => import('../index'));
const shown = (categories: string[], list?: string) => tileBadge(badgesFromCategories(categories), list)?.type ?? null;

describe('badge priority (one badge a tile, issue 24 item 12)', () => {
  it('shows the first fact of new, hot, exclusive, jackpot, drops and only that one', () => {
    expect(shown(['jackpots', 'exclusive', 'hot', 'new', 'slots'])).toBe('new');
    expect(shown(['jackpots', 'exclusive', 'hot', 'slots'])).toBe('hot');
    expect(shown(['jackpots', 'exclusive', 'slots'])).toBe('exclusive');
    expect(shown(['pragmatic-drop-wins', 'jackpots'])).toBe('jackpot');
    expect(shown(['pragmatic-drop-wins-live', 'live'])).toBe('drops');
    // The operator's curated top list is no fact about play: no HOT from it.
    expect(shown(['top', 'slots', 'recommended'])).toBeNull();
  });

  it('leaves out the badge of the list the tile is in, so the next fact shows', () => {
    expect(shown(['new', 'hot', 'jackpots'], 'new')).toBe('hot');
    expect(shown(['new', 'jackpots'], 'new')).toBe('jackpot');
    expect(shown(['jackpots', 'exclusive'], 'jackpots')).toBe('exclusive');
    expect(shown(['pragmatic-drop-wins-live', 'live'], 'pragmatic-drop-wins')).toBeNull();
    expect(shown(['new', 'hot'], 'top')).toBe('new');
  });
});

describe('table limit text', () => {
  it('drops zero cents, goes compact from ten thousand and keeps the crypto display units', () => {
    expect(limitText(50, 'EUR', 'en')).toBe('€0.50');
    expect(limitText(500_000, 'EUR', 'en')).toBe('€5,000');
    expect(limitText(2_500_000, 'EUR', 'en')).toBe('€25K');
    expect(limitText(50, 'JPY', 'en')).toBe('¥50');
    expect(limitText(500, 'NOK', 'de')).toBe('5\u00a0NOK');
    expect(limitText(200, 'BTC', 'en')).toBe('2.00 µBTC');
  });
});

describe('tiles', () => {
  const menu = {
    defaultPageSize: 40,
    categories: [
      { slug: 'all', collection: 'pokies', section: 'pokies', title: 'lobby:category.all', order: 1, inMenu: true },
      { slug: 'new', collection: 'new', section: 'pokies', title: 'games:collection.new', order: 2, inMenu: true },
      { slug: 'all', collection: 'live', section: 'live', title: 'lobby:category.liveAll', order: 20, randomCard: 'none', inMenu: true },
    ],
  };
  const live = testGame({
    slug: 'speed-roulette',
    title: 'Speed Roulette',
    provider: 'evolution',
    categories: ['live', 'live-roulette'],
    currencies: { EUR: { id: 7001, jackpot: null }, CAD: { id: 7002, jackpot: null }, NOK: { id: 7003, jackpot: null } },
    table_limits: { EUR: { min_cents: 20, max_cents: 200_000 }, CAD: { min_cents: 30, max_cents: 3_000_000 } },
  });
  const slot = testGame({ slug: 'fresh-fruit', title: 'Fresh Fruit', categories: ['new', 'hot', 'slots'], badges: badgesFromCategories(['new', 'hot', 'slots']) });
  const page = (data: unknown[]) => ({ data, pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: data.length } });
  const api = (data: unknown[]) => ({
    'GET /api/fe/config/menu-categories-games': menu,
    'GET /api/fe/config/providers-config': {},
    'POST /api/games_filter': page(data),
  });
  const tileOf = async (title: string) => (await screen.findByRole('heading', { level: 3, name: title })).closest('article') as HTMLElement;

  afterEach(() => cleanup());

  it('shows a guest the limits of a live table in the default currency, on the preview, and none on a slot', async () => {
    const { runtime } = await createTestRuntime({ plugins: [games], api: api([live, slot]), url: '/live', messages: { games: en } });
    render(<App runtime={runtime} />);
    const tile = await tileOf('Speed Roulette');
    const limits = within(tile).getByTestId('table-limits');
    expect(limits.textContent).toBe('Table limits €0.20 – €2,000');
    // On the preview box, not a line of its own: the tile keeps its size.
    expect(limits.parentElement?.className).toMatch(/media/);
    expect(within(await tileOf('Fresh Fruit')).queryByTestId('table-limits')).toBeNull();
  });

  it('shows a player the limits in the active wallet’s currency, and nothing when the table has none in it', async () => {
    const cad = await createTestRuntime({ plugins: [games], api: api([live]), url: '/live', player: testPlayer({ currency: 'CAD' }), messages: { games: en } });
    render(<App runtime={cad.runtime} />);
    expect(within(await tileOf('Speed Roulette')).getByTestId('table-limits').textContent).toBe('Table limits CA$0.30 – CA$30K');
    cleanup();

    const nok = await createTestRuntime({ plugins: [games], api: api([live]), url: '/live', player: testPlayer({ currency: 'NOK' }), messages: { games: en } });
    render(<App runtime={nok.runtime} />);
    expect(within(await tileOf('Speed Roulette')).queryByTestId('table-limits')).toBeNull();
  });

  it('badges a new and hot game NEW only, and HOT in the New games list', async () => {
    const all = await createTestRuntime({ plugins: [games], api: api([slot]), url: '/pokies', messages: { games: en } });
    render(<App runtime={all.runtime} />);
    expect(within(await tileOf('Fresh Fruit')).getAllByTestId('tile-badge').map((b) => b.textContent)).toEqual(['New']);
    cleanup();

    const fresh = await createTestRuntime({ plugins: [games], api: api([slot]), url: '/pokies/new', messages: { games: en } });
    render(<App runtime={fresh.runtime} />);
    expect(within(await tileOf('Fresh Fruit')).getAllByTestId('tile-badge').map((b) => b.textContent)).toEqual(['Hot']);
  });
});
