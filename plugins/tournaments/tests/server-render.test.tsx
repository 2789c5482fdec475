// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stateOf } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import { pluginRuntimeOf } from '@core/runtime/plugin-runtime';
import coreEn from '@core/messages/en.json';
import { formatPromoDate, formatPromoTime } from '@core/promo';
import type { WireLottery, WireTournament } from '@schemas/wire/promotions';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { serverThenHydrate } from '../../../tests/harness/server-then-hydrate';
import { takeDrawnTournament } from '../actions';
import { DRAWN_FRESH_MS } from '../drawn-reads';
import { applyLeaderboardEvent } from '../live';
import { tournamentsState } from '../state';
import { tournamentsManifest } from '../manifest';
import en from '../messages/en.json';
import { tournament, wireGame, wireLottery, wireTournament } from './fixtures';

const plugin = catalogEntry(tournamentsManifest, () => import('../index'));
const messages = { core: coreEn, tournaments: en };
const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

// A race ending in 2 days and 30 minutes: its timer reads "2 days, 0 hours and 30 minutes" (29 once a minute passed).
const race = wireTournament({ start_at: at(-HOUR), end_at: at(48 * HOUR + 30 * 60_000 + 30_000), games: ['aurora-reels/neon-nights'] });
const blitz = wireTournament({ id: 3, title: 'Happy Hour Blitz', frontend_identifier: 'happy-hour-blitz', start_at: at(HOUR), end_at: at(2 * HOUR), top_players: [] });
const draw = wireLottery({ start_at: at(-HOUR), end_at: at(72 * HOUR) });

function promoApi(tournaments: WireTournament[], lotteries: WireLottery[] = []) {
  return {
    'GET /api/tournaments': tournaments,
    'GET /api/tournaments/recent': [],
    'GET /api/lotteries': lotteries,
    'GET /api/cms/snippets': [],
    'POST /api/games_filter/select': { 'aurora-reels/neon-nights': wireGame() },
    ...Object.fromEntries(tournaments.map((t) => [`GET /api/tournaments/${t.id}`, t])),
    ...Object.fromEntries(lotteries.map((l) => [`GET /api/lotteries/${l.frontend_identifier}`, l])),
  };
}

/** The browser's calls to the promo reads the server already made. */
const promoReads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => /^\/api\/(tournaments|lotteries)(\/|$)/.test(c.path) || c.path.startsWith('/api/games_filter')).map((c) => `${c.method} ${c.path}`);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('tournament and lottery pages drawn on the server (issue 14)', () => {
  it('draws a tournament with its title, prizes, leaderboard, timer and games; hydrates it without a mismatch or a second read', async () => {
    const drawn = await serverThenHydrate({ plugins: [plugin, authRoles], messages, api: promoApi([race]), url: '/tournaments/weekly-spin-race' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('Weekly Spin Race');
    expect(drawn.html).not.toContain('promo-page-skeleton');
    expect(drawn.html).toContain('€4,000.00');
    expect(drawn.html).toMatch(/aria-label="Ends in 2 days, 0 hours and (30|29) minutes"/);
    expect(drawn.html.match(/data-testid="leaderboard-row"/g)).toHaveLength(2);
    expect(drawn.html).toContain('Neon Nights');
    // The head the host writes into the HTML: the promotion's title, description and Open Graph (issue 14 item 4).
    expect(drawn.head).toMatchObject({ fullTitle: expect.stringContaining('Weekly Spin Race'), title: 'Weekly Spin Race', openGraph: { type: 'article' } });
    // Dates are written in UTC on a drawn page's first render (the server knows no visitor's zone), on both sides.
    expect(drawn.html).toContain(`${formatPromoDate(race.end_at, 'UTC')} ${formatPromoTime(race.end_at, 'UTC')}`);
    expect(drawn.mismatches).toEqual([]);
    // Hydrated from the server's values: neither the tournament, the lists nor its games are asked for again.
    expect(promoReads(drawn.browser.api.calls)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly Spin Race' })).toBeTruthy();

    // Live updates start after hydration: the public leaderboard event reaches the drawn page.
    await act(async () => {
      applyLeaderboardEvent(pluginRuntimeOf(drawn.browser.runtime), { tournament_id: '1', top_players: [{ award_place: 1, nickname: 'Newcomer', points: 9000 }] });
    });
    await waitFor(() => expect(within(screen.getByTestId('leaderboard')).getAllByTestId('leaderboard-row').map((row) => row.textContent)).toEqual([expect.stringContaining('Newcomer')]));
    expect(promoReads(drawn.browser.api.calls)).toEqual([]);
  });

  it('draws the not-found page for an unknown slug, on the server too', async () => {
    const api = { ...promoApi([race]), 'GET /api/tournaments/nothing-here': () => ({ status: 404, body: { error: 'not_found' } }) };
    const drawn = await serverThenHydrate({ plugins: [plugin, authRoles], messages, api, url: '/tournaments/nothing-here' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('Page not found');
    expect(drawn.html).not.toContain('promo-page-skeleton');
    expect(drawn.html).not.toContain('data-testid="tournament-page"');
    expect(drawn.head).toMatchObject({ noindex: true });
    expect(drawn.notFound).toBe(true);
    expect(drawn.mismatches).toEqual([]);
    expect(promoReads(drawn.browser.api.calls)).toEqual([]);
  });

  it('does not draw a tournament of other groups for a guest', async () => {
    const hidden = wireTournament({ id: 8, frontend_identifier: 'testers', title: 'Testers Only', group_ids: [21] });
    const drawn = await serverThenHydrate({ plugins: [plugin, authRoles], messages, api: promoApi([hidden]), url: '/tournaments/testers' });
    expect(drawn.html).toContain('Page not found');
    expect(drawn.html).not.toContain('Testers Only');
    expect(drawn.mismatches).toEqual([]);
  });

  it('draws a lottery with its prizes and draw countdown', async () => {
    const drawn = await serverThenHydrate({ plugins: [plugin, authRoles], messages, api: promoApi([], [draw]), url: '/lottery/golden-ticket' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('Golden Ticket Draw');
    expect(drawn.html).toContain('€3,000.00');
    expect(drawn.html).toMatch(/aria-label="Draw in /);
    expect(drawn.mismatches).toEqual([]);
    expect(promoReads(drawn.browser.api.calls)).toEqual([]);
    expect(screen.getAllByRole('link', { name: 'Sign up to get tickets' }).length).toBeGreaterThan(0);
  });
});

describe('the promo list drawn on the server (issue 14)', () => {
  it('draws the cards of /tournaments and hydrates them without reading the lists again', async () => {
    const drawn = await serverThenHydrate({ plugins: [plugin, authRoles], messages, api: promoApi([race, blitz], [draw]), url: '/tournaments' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html.match(/data-testid="tournament-card"/g)).toHaveLength(2);
    expect(drawn.html.match(/data-testid="lottery-card"/g)).toHaveLength(1);
    expect(drawn.html).not.toContain('promo-card-skeleton');
    expect(drawn.html).toContain('Happy Hour Blitz');
    expect(drawn.mismatches).toEqual([]);
    expect(promoReads(drawn.browser.api.calls)).toEqual([]);
    expect(screen.getAllByTestId('tournament-card').map((card) => card.getAttribute('data-slug'))).toEqual(['weekly-spin-race', 'happy-hour-blitz']);
    expect(screen.getByTestId('hero-active-count').textContent).toBe('2');
  });

  it('draws the live tab with the tournaments over live tables', async () => {
    const showdown = wireTournament({ id: 9, title: 'Live Table Showdown', frontend_identifier: 'live-table-showdown', games: ['live/roulette'], start_at: at(-HOUR), end_at: at(48 * HOUR) });
    const api = { ...promoApi([race, showdown]), 'POST /api/games_filter/select': { 'live/roulette': wireGame({ identifier: 'live/roulette', title: 'Live Roulette', categories: ['live'] }) } };
    const drawn = await serverThenHydrate({ plugins: [plugin, authRoles], messages, api, url: '/tournaments/live' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('Live Table Showdown');
    expect(drawn.html).not.toContain('Weekly Spin Race');
    expect(drawn.mismatches).toEqual([]);
    expect(promoReads(drawn.browser.api.calls)).toEqual([]);
  });

  it('falls back to the browser when the list cannot be read, which then offers a retry', async () => {
    const api = { ...promoApi([race]), 'GET /api/tournaments': () => ({ status: 500, body: {} }) };
    const drawn = await serverThenHydrate({ plugins: [plugin, authRoles], messages, api, url: '/tournaments/all' });
    expect(drawn.serverErrors).not.toEqual([]);
    expect(await screen.findByRole('button', { name: en.empty.retry })).toBeTruthy();
  });
});

describe('a drawn answer put into the store', () => {
  it('keeps a fresh answer as it is, and reads an old one (a cached page, an earlier visit) again', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [plugin], messages, api: promoApi([race]) });
    const rt = pluginRuntimeOf(runtime);
    const drawnRace = tournament({ ...race, title: 'As drawn' });
    takeDrawnTournament(rt, 'weekly-spin-race', { value: drawnRace, at: Date.now() });
    expect(Object.values(stateOf(rt, tournamentsState).state.opened).map((t) => t.title)).toEqual(['As drawn']);
    expect(promoReads(api.calls)).toEqual([]);

    takeDrawnTournament(rt, 'weekly-spin-race', { value: drawnRace, at: Date.now() - DRAWN_FRESH_MS - 1_000 });
    await waitFor(() => expect(stateOf(rt, tournamentsState).state.tournaments?.map((t) => t.title)).toEqual(['Weekly Spin Race']));
    expect(promoReads(api.calls)).toContain('GET /api/tournaments/1');
  });
});
