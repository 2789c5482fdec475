// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { CmsContent, Slot, defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import { pluginRuntimeOf } from '@core/runtime/plugin-runtime';
import coreEn from '@core/messages/en.json';
import { ACTIVITY_HUB, HEADER_BALANCE_DROPDOWN } from '@schemas/contracts/slots';
import type { WireLottery, WireTournament } from '@schemas/wire/promotions';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { applyLeaderboardEvent, applyNotification, applyStatusEvent } from '../live';
import { tournamentsManifest } from '../manifest';
import en from '../messages/en.json';
import { standing, wireGame, wireLottery, wireTournament } from './fixtures';

const plugin = catalogEntry(tournamentsManifest, () => import('../index'));
// A stand-in for the hosts this plugin fills: the balance dropdown's slot (account-header) and CMS text (content-pages).
const hostsManifest = defineManifest({ id: 'hosts', contributes: { routes: { dropdown: { path: '/dropdown', order: 100 }, cms: { path: '/cms', order: 100 } } } });
const hosts = catalogEntry(hostsManifest, async () => ({
  default: definePlugin(hostsManifest, (api) => {
    api.implement({
      routes: {
        dropdown: async () => ({ default: () => <Slot contract={HEADER_BALANCE_DROPDOWN} props={{ close: () => undefined }} /> }),
        cms: async () => ({ default: () => <CmsContent html="<p>Intro</p>#ActivitySlider[]##TournamentTerms[slug=weekly-spin-race]#" /> }),
      },
    });
  }),
}));
const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const messages = { core: coreEn, tournaments: en };
const socket = { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } };

function promoApi(tournaments: WireTournament[], lotteries: WireLottery[] = []) {
  return {
    'GET /api/tournaments': tournaments,
    'GET /api/tournaments/recent': tournaments.filter((t) => t.finished_at),
    'GET /api/lotteries': lotteries,
    'GET /api/cms/snippets': [{ id: 1, categories: ['tournament-terms'], content: '<p>Operator terms apply.</p>' }],
    'POST /api/games_filter/select': {},
    'POST /api/games_filter': { data: [wireGame()], pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 1 } },
    ...Object.fromEntries(tournaments.map((t) => [`GET /api/tournaments/${t.id}`, t])),
  };
}

const race = wireTournament({ start_at: at(-HOUR), end_at: at(48 * HOUR) });
const mania = wireTournament({ id: 2, title: 'Multiplier Mania', frontend_identifier: 'multiplier-mania', strategy: 'max_multiplier', user_confirmation_required: true, start_at: at(-HOUR), end_at: at(30 * HOUR), top_players: [] });
const blitz = wireTournament({ id: 3, title: 'Happy Hour Blitz', frontend_identifier: 'happy-hour-blitz', start_at: at(HOUR), end_at: at(2 * HOUR), top_players: [] });
const draw = wireLottery({ start_at: at(-HOUR), end_at: at(72 * HOUR) });

async function app(options: Partial<TestRuntimeOptions> & { url: string }) {
  const test = await createTestRuntime({ plugins: [plugin, authRoles], messages, ...options });
  render(<App runtime={test.runtime} />);
  return test;
}

afterEach(() => cleanup());

describe('tournaments plugin: contributions', () => {
  it('declares its pages full width, the header and sidebar entries, the tickets block, the CMS blocks and channels', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    const routes = runtime.registry.routes.filter((r) => r.pluginId === 'tournaments');
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/tournaments', '/tournaments/all', '/tournaments/lotteries', '/tournaments/archive', '/tournaments/:slug', '/lottery/:slug']));
    expect(routes.every((r) => r.layout === 'full')).toBe(true);
    // Literal tab paths win over the tournament page's `:slug`.
    const [first] = runtime.registry.routes.filter((r) => r.path === '/tournaments/producers' || r.path === '/tournaments/:slug');
    expect(first?.path).toBe('/tournaments/producers');
    expect(runtime.registry.menuItems.map((m) => [m.menu, m.id, m.order])).toEqual([['header', 'header-tournaments', 600]]);
    expect(runtime.registry.menuSources.map((m) => [m.menu, m.id, m.order])).toEqual([['sidebar', 'sidebar-promotions', 600]]);
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order, s.signedIn]).sort()).toEqual([
      [ACTIVITY_HUB.name, 'hub', 300, true],
      [HEADER_BALANCE_DROPDOWN.name, 'tickets-balance', 60, true],
    ]);
    expect(runtime.registry.placeholders.map((p) => p.name)).toEqual(['TournamentTerms', 'ActivitySlider']);
    expect(runtime.registry.realtime.map((r) => [r.channel, r.scope, r.event])).toEqual([
      ['tournaments_statuses', 'private', 'tournaments_statuses'],
      ['tournament_notifications', 'private', 'tournament_notifications'],
      ['tournaments', 'public', 'leaderboard'],
    ]);
  });

  it('hides the tickets block with the lotteries flag off', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin], site: { flags: { enableLotteries: false } as never } });
    const block = runtime.registry.slots.find((s) => s.id === 'tickets-balance')!;
    expect(block.when?.({ ...runtime.visibility(), loggedIn: true })).toBe(false);
  });
});

describe('tournaments plugin: /tournaments', () => {
  it('shows a guest the current promotions as cards with status, DD/MM/YYYY dates and timers', async () => {
    await app({ url: '/tournaments', api: promoApi([race, mania, blitz], [draw]) });
    const cards = await screen.findAllByTestId('tournament-card');
    expect(cards.map((c) => c.getAttribute('data-slug'))).toEqual(['multiplier-mania', 'weekly-spin-race', 'happy-hour-blitz']);
    const spin = cards[1]!;
    expect(within(spin).getByTestId('promo-status').textContent).toBe('Live now');
    expect(within(spin).getByRole('timer').getAttribute('aria-label')).toMatch(/^Ends in (2 days, 0 hours and 0 minutes|1 day, 23 hours and 59 minutes)$/);
    expect(spin.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
    expect(within(cards[2]!).getByTestId('promo-status').textContent).toBe('Upcoming');
    expect(within(cards[2]!).getByRole('timer').getAttribute('aria-label')).toMatch(/^Starts in (0 days, 1 hour and 0 minutes|0 days, 0 hours and 59 minutes)$/);
    expect(screen.getByTestId('lottery-card')).toBeTruthy();
    expect(within(spin).getByRole('link', { name: 'Weekly Spin Race' }).getAttribute('href')).toBe('/tournaments/weekly-spin-race');
    expect(screen.getByTestId('hero-active-count').textContent).toBe('3');
  });

  it('falls back to the all tab when the lotteries flag is off', async () => {
    const { navigations } = await app({ url: '/tournaments/lotteries', api: promoApi([race], [draw]), site: { flags: { enableLotteries: false } as never } });
    await screen.findAllByTestId('tournament-card');
    await waitFor(() => expect(navigations).toContain('/tournaments/all'));
    expect(screen.queryByRole('link', { name: 'Lotteries' })).toBeNull();
    expect(screen.queryByTestId('lottery-card')).toBeNull();
  });

  it('asks a guest to register on the results tab', async () => {
    await app({ url: '/tournaments/achievements', api: promoApi([race]) });
    const link = await screen.findByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/sign-up?redirect=%2Ftournaments%2Fachievements');
  });

  it('moves a card when its timer reaches zero (the end event) and reads the list again', async () => {
    const ending = wireTournament({ id: 9, frontend_identifier: 'ending', start_at: at(-HOUR), end_at: at(1_200) });
    const { api } = await app({ url: '/tournaments/actions', api: promoApi([ending, race]) });
    await waitFor(() => expect(screen.getAllByTestId('tournament-card').map((c) => c.getAttribute('data-slug'))).toEqual(['ending', 'weekly-spin-race']));
    const listCalls = () => api.calls.filter((c) => c.path === '/api/tournaments').length;
    const before = listCalls();
    await waitFor(() => expect(screen.getAllByTestId('tournament-card').map((c) => c.getAttribute('data-slug'))).toEqual(['weekly-spin-race']), { timeout: 4_000 });
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before), { timeout: 4_000 });
  });
});

describe('tournaments plugin: tournament page', () => {
  it('shows a guest everything read-only and sends them to registration to join', async () => {
    const { api } = await app({ url: '/tournaments/weekly-spin-race', api: promoApi([race]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Spin Race' })).toBeTruthy();
    const join = screen.getByRole('link', { name: 'Sign up to take part' });
    expect(join.getAttribute('href')).toBe('/sign-up?redirect=%2Ftournaments%2Fweekly-spin-race');
    const board = screen.getByTestId('leaderboard');
    expect(within(board).getAllByTestId('leaderboard-row')).toHaveLength(2);
    expect(within(screen.getByTestId('prizes')).getByText('€4,000.00')).toBeTruthy();
    expect(within(screen.getByTestId('prizes')).getByText('25 free spins')).toBeTruthy();
    expect(await screen.findByText('Operator terms apply.')).toBeTruthy();
    const games = screen.getByTestId('tournament-games');
    expect(within(games).getByText('Bets in every game count. Popular picks:')).toBeTruthy();
    // Every game counts: the top picks, each a way to play that passes through registration for a guest.
    const tile = (await within(games).findAllByTestId('tournament-game'))[0]!;
    expect(within(tile).getByRole('link').getAttribute('href')).toBe('/sign-up?redirect=%2Fplay%2Faurora-reels%2Fneon-nights%3Fmode%3DReal');
    expect(api.calls.some((c) => c.path.endsWith('/status'))).toBe(false);
  });

  it('lets a player join, then keeps their place and points live without a reload', async () => {
    const { api, runtime } = await app({
      url: '/tournaments/multiplier-mania',
      player: testPlayer({ nickname: 'Lucky' }),
      api: {
        ...promoApi([race, mania]),
        ...socket,
        'GET /api/tournaments/2/status': standing({ tournament_id: '2', confirmed: false, award_place: null, points: 0, bets: 0 }),
        'POST /api/tournaments/2/confirm': standing({ tournament_id: '2', confirmed: true, award_place: null, points: 0, bets: 0 }),
      },
    });
    const join = await screen.findByRole('button', { name: 'Join the tournament' });
    fireEvent.click(join);
    expect(await screen.findByText('You are in! Every qualifying bet now counts.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/confirm'))?.body).toEqual({ confirmed: true });
    expect(screen.getByTestId('standing-place').textContent).toBe('—');

    // A spin elsewhere: the player's status and the public leaderboard arrive over the socket.
    await act(async () => {
      const rt = pluginRuntimeOf(runtime);
      applyStatusEvent(rt, standing({ tournament_id: '2', award_place: 1, points: 4.5, bets: 1 }));
      applyLeaderboardEvent(rt, { tournament_id: '2', top_players: [{ award_place: 1, nickname: 'Lucky', points: 4.5 }] });
    });
    await waitFor(() => expect(screen.getByTestId('standing-place').textContent).toBe('#1'));
    expect(screen.getByTestId('own-row').getAttribute('data-place')).toBe('1');
    expect(screen.getByTestId('own-points').textContent).toBe('4.5×'); // a multiplier race's score
  });
});

describe('tournaments plugin: more of the page', () => {
  it('says "already subscribed" in its own words, and warns on any other failure (spec part 2 §8)', async () => {
    await app({
      url: '/tournaments/multiplier-mania',
      player: testPlayer(),
      api: {
        ...promoApi([mania]),
        ...socket,
        'GET /api/tournaments/2/status': standing({ tournament_id: '2', confirmed: false, award_place: null }),
        'POST /api/tournaments/2/confirm': () => ({ status: 422, body: { error: 'already_subscribed', errors: { base: ['You are already taking part.'] } } }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the tournament' }));
    expect(await screen.findByText('You have already joined this tournament.')).toBeTruthy();

    cleanup();
    const { runtime } = await app({
      url: '/tournaments/multiplier-mania',
      player: testPlayer(),
      api: {
        ...promoApi([mania]),
        ...socket,
        'GET /api/tournaments/2/status': standing({ tournament_id: '2', confirmed: false, award_place: null }),
        'POST /api/tournaments/2/confirm': () => ({ status: 500, body: { error: 'boom' } }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the tournament' }));
    await waitFor(() => expect(runtime.toasts.state.items.map((t) => [t.kind, t.messageKey])).toEqual([['warning', 'tournaments:join.failed']]));
    expect(await screen.findByRole('button', { name: 'Join the tournament' })).toBeTruthy();
  });

  it('highlights the player outside the top below a gap', async () => {
    await app({
      url: '/tournaments/weekly-spin-race',
      player: testPlayer({ nickname: 'Lucky' }),
      api: { ...promoApi([race]), ...socket, 'GET /api/tournaments/1/status': standing({ award_place: 9, nickname: 'Lucky', points: 3 }) },
    });
    const own = await screen.findByTestId('own-row');
    expect(own.getAttribute('data-place')).toBe('9');
    expect(screen.getByTestId('leaderboard').querySelectorAll('tr')).toHaveLength(1 + 2 + 1 + 1 + 1); // head, top 2, gap, own, open places
    expect(screen.getByTestId('open-places').textContent).toBe('Place 3 is still up for grabs');
    expect(screen.getByTestId('standing-place').textContent).toBe('#9');
  });

  it('shows the sidebar entry with the count of active tournaments', async () => {
    await app({ url: '/', api: promoApi([race, mania, blitz, wireTournament({ id: 8, frontend_identifier: 'testers', group_ids: [21] })]) });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Menu' }))[0]!);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // The header's entry has no count; the sidebar's counts the two active ones a guest may see.
    await waitFor(() => expect(within(drawer).getByRole('link', { name: /^Tournaments/ }).querySelector('[data-count]')?.textContent).toBe('2'));
    expect(within(drawer).getByRole('link', { name: 'Lotteries' }).getAttribute('href')).toBe('/tournaments/lotteries');
  });

  it('puts the lottery tickets into the balance dropdown, linking to the next draw', async () => {
    await app({
      url: '/dropdown',
      plugins: [plugin, authRoles, hosts],
      player: testPlayer(),
      api: { ...promoApi([], [draw]), ...socket, 'GET /api/lotteries/statuses': [{ lottery_id: 5, tickets: [11, 12, 13] }] },
    });
    const row = await screen.findByTestId('tickets-balance');
    await waitFor(() => expect(row.textContent).toMatch(/Lottery tickets.*3$/));
    expect(row.getAttribute('href')).toBe('/lottery/golden-ticket');
  });

  it('renders the activity slider and the tournament terms placeholders in CMS text', async () => {
    await app({ url: '/cms', plugins: [plugin, authRoles, hosts], api: promoApi([race, blitz], [draw]) });
    const slider = await screen.findByTestId('activity-slider', {}, { timeout: 5_000 });
    await waitFor(() => expect(within(slider).getAllByTestId(/tournament-card|lottery-card/).map((c) => c.getAttribute('data-slug'))).toEqual(['weekly-spin-race', 'golden-ticket']));
    const terms = await screen.findByTestId('tournament-terms');
    await waitFor(() => expect(terms.textContent).toMatch(/Every real-money bet adds its amount/));
  });
});

describe('tournaments plugin: lottery page', () => {
  it('shows a player their tickets, how to get more and the draw countdown', async () => {
    await app({
      url: '/lottery/golden-ticket',
      player: testPlayer(),
      api: { ...promoApi([], [draw]), ...socket, 'GET /api/lotteries/golden-ticket': draw, 'GET /api/lotteries/5/status': { lottery_id: 5, tickets: [7, 42] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Ticket Draw' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('ticket').map((t) => t.textContent)).toEqual(['#000007', '#000042']));
    expect(screen.getByTestId('ticket-count').textContent).toBe('You have 2 tickets');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^Draw in /);
    expect(within(screen.getByTestId('ticket-rules')).getByText('Deposit €20.00 or more')).toBeTruthy();
  });

  it('shows the winners with their tickets after the draw, the player’s own winning ticket highlighted', async () => {
    const drawn = wireLottery({
      start_at: at(-48 * HOUR), end_at: at(-HOUR), finished_at: at(-HOUR),
      prizes: [
        { award_place: 1, money_award_cents: 300_000, freespins_count: 0, nickname: 'vip***', ticket: 3 },
        { award_place: 2, money_award_cents: 200_000, freespins_count: 0, nickname: 'Lucky', ticket: 42 },
      ],
    });
    await app({
      url: '/lottery/golden-ticket',
      player: testPlayer(),
      api: { ...promoApi([], [drawn]), ...socket, 'GET /api/lotteries/golden-ticket': drawn, 'GET /api/lotteries/5/status': { lottery_id: 5, tickets: [7, 42] } },
    });
    const results = await screen.findByTestId('lottery-results');
    const mine = within(results).getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true');
    expect(mine?.textContent).toMatch(/Lucky.*#000042.*€2,000\.00/);
    expect(screen.getByText('Drawn')).toBeTruthy();
  });

  it('sends a guest to registration and back', async () => {
    await app({ url: '/lottery/golden-ticket', api: { ...promoApi([], [draw]), 'GET /api/lotteries/golden-ticket': draw } });
    const links = await screen.findAllByRole('link', { name: 'Sign up to get tickets' });
    expect(links[0]?.getAttribute('href')).toBe('/sign-up?redirect=%2Flottery%2Fgolden-ticket');
  });
});

describe('tournaments plugin: notifications', () => {
  it('tells the player their final place and prize when a tournament they played finishes, and reads the lists again', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [plugin], messages, player: testPlayer(), api: { ...promoApi([race]), ...socket, 'GET /api/tournaments/1/status': standing() } });
    const rt = pluginRuntimeOf(runtime);
    applyNotification(rt, { tournament_id: '1', title: 'Weekly Spin Race', frontend_identifier: 'weekly-spin-race', currency: 'EUR', points: 168, award_place: 2, money_award_cents: 250_000, freespins_count: 10, finished_at: at(0) });
    expect(runtime.toasts.state.items.map((t) => [t.kind, runtime.i18n.t(t.messageKey!, t.values)])).toEqual([['success', 'Weekly Spin Race: you placed #2 and won €2,500.00 + 10 free spins!']]);
    applyNotification(rt, { tournament_id: '1', title: 'Weekly Spin Race', frontend_identifier: 'weekly-spin-race', currency: 'EUR', points: 0, award_place: null, money_award_cents: 0, freespins_count: 0, finished_at: at(0) });
    expect(runtime.i18n.t(runtime.toasts.state.items[1]!.messageKey!, runtime.toasts.state.items[1]!.values)).toBe('Weekly Spin Race has finished.');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/tournaments').length).toBeGreaterThan(0));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/tournaments/1/status')).toBe(true));
  });
});

describe('the live tab', () => {
  it('lists a tournament over live tables when opened directly (its games are asked once the list is in)', async () => {
    const showdown = wireTournament({ id: 9, title: 'Live Table Showdown', frontend_identifier: 'live-table-showdown', games: ['live/roulette'], start_at: at(-HOUR), end_at: at(48 * HOUR) });
    const liveGame = wireGame({ identifier: 'live/roulette', title: 'Live Roulette', categories: ['live'] });
    await app({ url: '/tournaments/live', api: { ...promoApi([race, showdown]), 'POST /api/games_filter/select': { 'live/roulette': liveGame } } });
    expect(await screen.findByText('Live Table Showdown', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(race.title)).toBeNull();
  });
});
