// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../core/boot/App';
import { catalogEntry } from '../../../core/plugin/define';
import coreEn from '../../../core/messages/en.json';
import type { WireBetHistoryEntry } from '@schemas/wire/game-history';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import en from '../messages/en.json';
import { profileManifest } from '../manifest';

/** `/profile/games-history` against fake answers (issue 21): filters, totals, paging, the detail per kind, failures. */

const profile = catalogEntry(profileManifest, () => import('../index'));
const messages = { core: coreEn, profile: en };
const quiet = { 'GET /api/player/settings': () => ({ status: 401 }), 'PUT /log': () => ({ status: 204 }), 'PUT /metrics-errors-validation': () => ({ status: 204 }) };

const today = new Date();
const at = (daysAgo: number, hour: number, minute = 0) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo, hour, minute).toISOString();
const local = (daysAgo: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo).toISOString();

function entry(id: number, over: Partial<WireBetHistoryEntry> = {}): WireBetHistoryEntry {
  return {
    bet_id: id,
    bet_status: 'finished',
    created_at: at(0, 1, id % 60),
    finished_at: at(0, 1, id % 60),
    currency: 'EUR',
    provider: 'indigo-lantern',
    game: 'indigo-lantern/pirates-kingdom',
    title: 'Pirate’s Kingdom',
    total_bets: 100,
    total_wins: 0,
    total_losses: 100,
    provider_title: 'Indigo Lantern',
    mode: 'real',
    kind: 'slot',
    balance_after_cents: 10_000,
    bonus_bets: 0,
    free_round: false,
    ...over,
  };
}

const page = (data: WireBetHistoryEntry[], over: Record<string, unknown> = {}) => ({
  data,
  page: 1,
  per_page: 20,
  total_count: data.length,
  totals: [{ currency: 'EUR', rounds: data.length, total_bets: 100 * data.length, total_wins: 0 }],
  ...over,
});

async function historyTab(api: Record<string, unknown>) {
  const test = await createTestRuntime({
    plugins: [profile],
    player: testPlayer(),
    url: '/profile/games-history',
    messages,
    api: { ...quiet, 'GET /api/player/played_games': [], ...api },
  });
  render(<App runtime={test.runtime} />);
  return test;
}
const historyCalls = (test: Awaited<ReturnType<typeof historyTab>>) =>
  test.api.calls.filter((c) => c.path.startsWith('/api/player/games_history?')).map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

afterEach(() => cleanup());

describe('bet history list', () => {
  it('lists rounds with game, studio, bet, win, balance and tags, with the period’s totals per currency', async () => {
    const test = await historyTab({
      'GET /api/player/games_history': page(
        [
          entry(3, { total_wins: 560, bonus_bets: 40, balance_after_cents: 10_460 }),
          entry(2, { free_round: true, total_bets: 100, created_at: at(1, 22) }),
          entry(1, { mode: 'demo', currency: 'FUN', title: 'Wolf Moon', provider: 'thunder-bay', provider_title: null, game: 'thunder-bay/wolf-moon', created_at: at(3, 9), kind: 'roulette' }),
        ],
        {
          total_count: 3,
          totals: [
            { currency: 'EUR', rounds: 2, total_bets: 200, total_wins: 560 },
            { currency: 'FUN', rounds: 1, total_bets: 100, total_wins: 0 },
          ],
        },
      ),
    });
    const rounds = await screen.findByTestId('history-rounds', {}, { timeout: 5000 });
    const rows = within(rounds).getAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Pirate’s Kingdom');
    expect(rows[0]!.textContent).toContain('Indigo Lantern');
    expect(rows[0]!.textContent).toContain('€5.60');
    expect(rows[0]!.textContent).toContain('€104.60');
    expect(rows[0]!.textContent).toContain('Bonus €0.40');
    expect(rows[1]!.textContent).toContain('Free spin');
    // No display name sent: the studio's identifier made readable, never the code name.
    expect(rows[2]!.textContent).toContain('Thunder Bay');
    expect(rows[2]!.textContent).toContain('Demo');
    expect(within(rounds).getByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(within(rounds).getByRole('heading', { name: 'Yesterday' })).toBeTruthy();

    const totals = screen.getByTestId('history-totals');
    const eur = totals.querySelector('[data-currency="EUR"]')!;
    expect(eur.textContent).toContain('2');
    expect(eur.textContent).toContain('€2.00');
    expect(eur.textContent).toContain('€5.60');
    expect(eur.textContent).toContain('+€3.60');
    expect(totals.querySelector('[data-currency="FUN"]')?.textContent).toContain('−');

    // The default period: the last 30 days, today included, first page.
    expect(historyCalls(test)[0]).toEqual({ from: local(29), to: local(-1), page: '1', per_page: '20' });
  });

  it('sends the chosen period and game, from the games played or a search', async () => {
    const test = await historyTab({
      'GET /api/player/games_history': page([entry(1)]),
      'GET /api/player/played_games': [{ identifier: 'thunder-bay/wolf-moon', last_activity_at: at(0, 1) }],
      'POST /api/games_filter/select': {
        'thunder-bay/wolf-moon': { identifier: 'thunder-bay/wolf-moon', title: 'Wolf Moon', provider: 'thunder-bay', currencies: { EUR: { id: 1, jackpot: null } }, devices: ['desktop', 'mobile'] },
      },
      'POST /api/games_filter': {
        data: [{ identifier: 'ember-forge/book-of-embers', title: 'Book of Embers', provider: 'ember-forge', currencies: { EUR: { id: 2, jackpot: null } }, devices: ['desktop', 'mobile'] }],
        pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 1, total_count: 1 },
      },
    });
    await screen.findByTestId('history-rounds', {}, { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(historyCalls(test).at(-1)).toEqual({ from: local(0), to: local(-1), page: '1', per_page: '20' }));
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(historyCalls(test).at(-1)).toMatchObject({ from: local(6), to: local(-1) }));

    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-03' } });
    await waitFor(() => expect(historyCalls(test).at(-1)).toMatchObject({ from: new Date(2026, 9, 1).toISOString(), to: new Date(2026, 9, 4).toISOString() }));
    const sent = historyCalls(test).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-09' } });
    expect(await screen.findByText('The first day is after the last day.')).toBeTruthy();

    // A game the player played, from the picker.
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    fireEvent.click(screen.getByRole('button', { name: /Game/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Wolf Moon/ }));
    await waitFor(() => expect(historyCalls(test).at(-1)).toMatchObject({ game: 'thunder-bay/wolf-moon', page: '1' }));
    expect(historyCalls(test).length).toBeGreaterThan(sent);

    // Another from the catalogue search (three letters, then the search call).
    fireEvent.click(screen.getByRole('button', { name: /Game/ }));
    fireEvent.change(screen.getByLabelText('Search a game'), { target: { value: 'emb' } });
    fireEvent.click(await screen.findByRole('button', { name: /Book of Embers/ }, { timeout: 2000 }));
    await waitFor(() => expect(historyCalls(test).at(-1)).toMatchObject({ game: 'ember-forge/book-of-embers' }));
    expect(test.api.calls.find((c) => c.path === '/api/games_filter')?.body).toMatchObject({ filter: { title: 'emb' } });

    fireEvent.click(screen.getByRole('button', { name: 'Show all games instead of Book of Embers' }));
    await waitFor(() => expect(historyCalls(test).at(-1)).not.toHaveProperty('game'));
  });

  it('loads more rounds page by page until all are shown', async () => {
    const all = Array.from({ length: 25 }, (_, i) => entry(100 - i));
    const test = await historyTab({
      'GET /api/player/games_history': ({ url }: { url: URL }) => {
        const n = Number(url.searchParams.get('page'));
        return { body: page(all.slice((n - 1) * 20, n * 20), { page: n, total_count: 25, totals: [{ currency: 'EUR', rounds: 25, total_bets: 2500, total_wins: 0 }] }) };
      },
    });
    const rounds = await screen.findByTestId('history-rounds', {}, { timeout: 5000 });
    expect(within(rounds).getAllByRole('button')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25 rounds')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(rounds).getAllByRole('button')).toHaveLength(25));
    expect(historyCalls(test).at(-1)).toMatchObject({ page: '2' });
    expect(screen.getByText('Showing 25 of 25 rounds')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an empty period, and a failure (logged) with a retry', async () => {
    let fail = true;
    const test = await historyTab({
      'GET /api/player/games_history': () => (fail ? { status: 500, body: { error: 'internal_error' } } : { body: page([], { totals: [] }) }),
    });
    expect(await screen.findByText('Your bet history could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(test.runtime.log.entries().map((e) => e.code)).toContain('LOAD_GAMES_HISTORY_ERROR');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('history-empty')).toBeTruthy();
    expect(screen.getByText('No rounds in this period.')).toBeTruthy();
  });
});

describe('round detail', () => {
  const seed = 'c0ffee'.repeat(8);
  const seedHash = createHash('sha256').update(seed).digest('hex');
  const rounds = [
    entry(11, { kind: 'slot', total_wins: 560 }),
    entry(12, { kind: 'roulette', title: 'European Roulette', game: 'ember-forge/european-roulette' }),
    entry(13, { kind: 'blackjack', title: 'Classic Blackjack', game: 'ember-forge/classic-blackjack' }),
    entry(14, { kind: 'crash', title: 'Rocket X', game: 'turbogames/rocket-x', provider: 'turbogames', provider_title: 'Turbo Games' }),
    entry(15, { kind: 'live-roulette', title: 'Speed Roulette', game: 'evolution/speed-roulette', bet_status: 'pending' }),
    entry(16, { kind: 'keno' as never, title: 'Keno Classic', game: 'ember-forge/keno-classic' }),
  ];
  const outcomes: Record<string, unknown> = {
    11: {
      reels: [['cherry', 'bell', 'seven'], ['cherry', 'wild', 'plum'], ['cherry', 'lemon', 'bar'], ['diamond', 'scatter', 'plum'], ['lemon', 'bell', 'seven']],
      wins: [{ line: 1, symbol: 'cherry', count: 3, win_cents: 60 }],
      scatters: 1,
      scatter_win_cents: 0,
      free_spins: [{ reels: [['bell'], ['bell'], ['bell'], ['plum'], ['plum']], wins: [{ line: 2, symbol: 'bell', count: 3, win_cents: 500 }], multiplier: 2, win_cents: 500 }],
    },
    12: { number: 17, color: 'black', bets: [{ kind: 'straight', numbers: [17], amount_cents: 100, win_cents: 3600 }, { kind: 'red', amount_cents: 100, win_cents: 0 }] },
    13: {
      dealer: { cards: ['TS', '7H'], total: 17 },
      hands: [
        { cards: ['8C', '8D', 'KD'], total: 18, bet_cents: 100, win_cents: 200, result: 'win', doubled: false, split: true },
        { cards: ['8S', '9H'], total: 17, bet_cents: 100, win_cents: 100, result: 'push', split: true },
      ],
    },
    14: { round_id: 812, crash_point: 2.47, cashed_out_at: 1.8, auto_cash_out: 2, seed_hash: seedHash, seed },
    15: { round_id: 4411, number: null, color: null, bets: [{ kind: 'dozen', index: 2, amount_cents: 100, win_cents: 0 }], seed_hash: seedHash, seed: null },
    16: { draws: [1, 2, 3] },
  };
  const api = {
    'GET /api/player/games_history': page(rounds),
    'GET /api/player/games_history/*': ({ url }: { url: URL }) => {
      const id = url.pathname.split('/').pop()!;
      return { body: { entry: rounds.find((r) => String(r.bet_id) === id), outcome: outcomes[id] } };
    },
  };
  const open = async (title: string) => {
    const rows = within(await screen.findByTestId('history-rounds', {}, { timeout: 5000 })).getAllByRole('button');
    fireEvent.click(rows.find((r) => r.textContent?.includes(title))!);
    return screen.findByTestId('round-detail');
  };
  const close = () => fireEvent.click(screen.getByRole('button', { name: coreEn.dialog.close }));

  it('shows what each kind of round showed, and a neutral line for a kind it does not know', async () => {
    await historyTab(api);

    let detail = await open('Pirate’s Kingdom');
    const slot = await within(detail).findByTestId('outcome-slot');
    expect(slot.textContent).toContain('Line 1: 3 × Cherry');
    expect(slot.textContent).toContain('1 free spin');
    expect(within(detail).getByText('Round ID 11')).toBeTruthy();
    close();

    detail = await open('European Roulette');
    const roulette = await within(detail).findByTestId('outcome-roulette');
    expect(roulette.textContent).toContain('17');
    expect(roulette.textContent).toContain('Black');
    expect(roulette.textContent).toContain('Straight 17');
    expect(roulette.textContent).toContain('€36.00');
    close();

    detail = await open('Classic Blackjack');
    const blackjack = await within(detail).findByTestId('outcome-blackjack');
    expect(blackjack.textContent).toContain('Dealer');
    expect(blackjack.textContent).toContain('Total 17');
    expect(blackjack.textContent).toContain('10♠');
    expect(blackjack.textContent).toContain('Hand 2');
    expect(blackjack.textContent).toContain('Push');
    close();

    detail = await open('Rocket X');
    const crash = await within(detail).findByTestId('outcome-crash');
    expect(crash.textContent).toContain('2.47×');
    expect(crash.textContent).toContain('1.80×');
    expect(crash.textContent).toContain(seedHash);
    expect(await within(crash).findByText('✓ The seed matches its published hash.')).toBeTruthy();
    close();

    detail = await open('Speed Roulette');
    const live = await within(detail).findByTestId('outcome-live-roulette');
    expect(live.textContent).toContain('Table round 4411');
    expect(live.textContent).toContain('The wheel has not stopped yet.');
    expect(live.textContent).toContain('Revealed when the round is over.');
    close();

    detail = await open('Keno Classic');
    expect((await within(detail).findByTestId('outcome-other')).textContent).toBe('The details of this round are not available here.');
  });

  it('keeps the round’s facts when its detail cannot be loaded', async () => {
    const test = await historyTab({ ...api, 'GET /api/player/games_history/*': () => ({ status: 500 }) });
    const detail = await open('European Roulette');
    expect(await within(detail).findByText('The details of this round could not be loaded.')).toBeTruthy();
    expect(detail.textContent).toContain('€1.00');
    await act(async () => undefined);
    expect(test.runtime.log.entries().map((e) => e.code)).toContain('LOAD_GAME_ROUND_ERROR');
  });
});
