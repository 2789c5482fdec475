// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogEntry } from '@core/plugin/define';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { gamesManifest } from '../manifest';
import { testGame } from './game-fixture';
import { serverThenHydrate } from '../../../tests/harness/server-then-hydrate';

const games = catalogEntry(gamesManifest, () => import('../index'));
const menu = {
  defaultPageSize: 2,
  categories: [
    { slug: 'all', collection: 'pokies', section: 'pokies', title: 'lobby:category.all', order: 1, inMenu: true },
    { slug: 'new', collection: 'new', section: 'pokies', title: 'games:collection.new', order: 2, inMenu: true },
  ],
};
const page = (n: number, titles: string[], next: number | null) => ({
  data: titles.map((title) => testGame({ slug: title.toLowerCase().replace(/ /g, '-'), title })),
  pagination: { current_page: n, next_page: next, prev_page: n > 1 ? n - 1 : null, total_pages: 2, total_count: 4 },
});
const api = {
  'GET /api/fe/config/menu-categories-games': menu,
  'GET /api/fe/config/providers-config': {},
  'GET /api/games/providers': [{ id: 7, slug: 'thunderbay', title: 'Thunder Bay', provider: 'thunderbay', name: null, url: null, games_count: null, logo: null }],
  'POST /api/games_filter': ({ body }: { body: unknown }) => {
    const { page: n } = body as { page: number };
    return { body: n === 1 ? page(1, ['Book of Tests', 'Wolf Moon'], 2) : page(2, ['Star Fall', 'Gold Rush'], null) };
  },
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('category and provider pages drawn on the server (issue 14)', () => {
  it('carries the first page of a category in the HTML and hydrates it without asking again', async () => {
    const drawn = await serverThenHydrate({ plugins: [games, authRoles], api, url: '/pokies' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html.match(/data-testid="game-tile"/g)).toHaveLength(2);
    expect(drawn.html).toContain('Book of Tests');
    expect(drawn.html).toContain('aria-current="page"');
    expect(drawn.notFound).toBe(false);
    expect(drawn.mismatches).toEqual([]);
    // Hydrated from the server's values: the first page is not asked for again.
    expect(drawn.browser.api.calls.filter((c) => c.path === '/api/games_filter' && (c.body as { page: number }).page === 1)).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: 'Book of Tests' })).toBeTruthy();
  });

  it('draws an unknown category as such: its notice, noindex, and the 404 the host answers', async () => {
    const drawn = await serverThenHydrate({ plugins: [games, authRoles], api, url: '/pokies/no-such-category' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('category.notFound');
    expect([drawn.notFound, drawn.head?.noindex]).toEqual([true, true]);
    expect(drawn.mismatches).toEqual([]);
  });

  it('draws a studio page with its name and games; the next page still loads in the browser', async () => {
    const drawn = await serverThenHydrate({ plugins: [games, authRoles], api, url: '/producers/7' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('Thunder Bay');
    expect(drawn.html.match(/data-testid="game-tile"/g)).toHaveLength(2);
    expect(drawn.mismatches).toEqual([]);
    // The list's end is on screen (happy-dom lays nothing out): the browser appends page 2 as it would on scroll.
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Gold Rush' })).toBeTruthy());
    const filters = drawn.browser.api.calls.filter((c) => c.path === '/api/games_filter').map((c) => (c.body as { filter: unknown; page: number }));
    expect(filters).toEqual([expect.objectContaining({ page: 2, filter: { providers: ['thunderbay'] } })]);
  });

  it('a studio the site neither lists nor has games of is not found (noindex, 404); a listed one is', async () => {
    const empty = { data: [], pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 0, total_count: 0 } };
    const byStudio = { ...api, 'POST /api/games_filter': ({ body }: { body: unknown }) => ({ body: (body as { filter: { providers: string[] } }).filter.providers[0] === 'thunderbay' ? page(1, ['Wolf Moon'], null) : empty }) };
    const unknown = await serverThenHydrate({ plugins: [games, authRoles], api: byStudio, url: '/producers/no-such-studio' });
    expect([unknown.notFound, unknown.head?.noindex]).toEqual([true, true]);
    expect(unknown.html).toContain('provider.notFound');
    expect(unknown.mismatches).toEqual([]);
    cleanup();
    document.body.innerHTML = '';
    const listed = await serverThenHydrate({ plugins: [games, authRoles], api: byStudio, url: '/producers/thunderbay' });
    expect([listed.notFound, listed.head?.noindex]).toEqual([false, undefined]);
    expect(listed.html).not.toContain('provider.notFound');
    // A list that cannot be read proves nothing: the page stays indexable and found.
    cleanup();
    document.body.innerHTML = '';
    const unread = await serverThenHydrate({ plugins: [games, authRoles], api: { ...byStudio, 'GET /api/games/providers': () => ({ status: 503, body: {} }) }, url: '/producers/no-such-studio' });
    expect([unread.notFound, unread.head?.noindex]).toEqual([false, undefined]);
  });

  it('falls back to the browser when the first page cannot be read, which then shows the failure', async () => {
    const failing = { ...api, 'POST /api/games_filter': () => ({ status: 500, body: {} }) };
    const drawn = await serverThenHydrate({ plugins: [games, authRoles], api: failing, url: '/pokies/new' });
    expect(drawn.serverErrors).not.toEqual([]);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('keeps in the page only what a guest tile reads: no id per currency, the limits of the site currency and EUR', async () => {
    const limits = { min_cents: 100, max_cents: 500_000 };
    const table = testGame({ slug: 'blackjack-one', title: 'Blackjack One', categories: ['table'], table_limits: { EUR: limits, GBP: limits, NOK: { min_cents: 1_000, max_cents: 5_000_000 }, JPY: limits } });
    const tables = { ...api, 'POST /api/games_filter': () => ({ body: { data: [table], pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 1 } } }) };
    const drawn = await serverThenHydrate({ plugins: [games, authRoles], api: tables, url: '/pokies' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.mismatches).toEqual([]);
    const seeded = Object.values(drawn.browser.runtime.loaded.snapshot()).flatMap((value) => (value as { games?: unknown[] }).games ?? []);
    expect(seeded).toEqual([expect.objectContaining({ identifier: table.identifier, currencies: {}, table_limits: { EUR: limits } })]);
    expect(screen.getByTestId('table-limits')).toBeTruthy();
  });
});
