// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { LOBBY_ROWS } from '@schemas/contracts/slots';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { jackpotsManifest } from '../manifest';
import en from '../messages/en.json';
import { award, goldenVault, tick, winner, wireJackpot } from './fixtures';

const plugin = catalogEntry(jackpotsManifest, () => import('../index'));
const messages = { core: coreEn, jackpots: en };
const FIRST = { timeout: 5_000 };
const socket = { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } };
const latest = [winner(), winner({ user_name: 'Ann', amount_cents: 3_000, jackpot_level_name: 'Mini' })];
const biggest = [winner({ user_name: 'BigWinnerBob', amount_cents: 9_999_999, jackpot_level_name: 'Grand' })];
const api = {
  'GET /api/jackpots': [wireJackpot(), goldenVault(), { id: 'broken' }],
  // The strip's first fill asks 12; leaderboards ask `winnersShown` (5).
  'GET /api/jackpot_wins': ({ url }: { url: URL }) => ({
    body: url.searchParams.get('limit') === '12' ? [] : url.searchParams.get('sort') === 'biggest' ? biggest : latest,
  }),
};

async function app(options: Partial<TestRuntimeOptions> & { url: string }) {
  const test = await createTestRuntime({ plugins: [plugin], messages, api: { ...api, ...socket, ...options.api }, ...options });
  render(<App runtime={test.runtime} />);
  return test;
}

afterEach(() => cleanup());

describe('jackpots plugin: contributions', () => {
  it('declares the lobby row at 500, the pages, the sidebar item and the live channels', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order])).toEqual([[LOBBY_ROWS.name, 'lobby-row', 500]]);
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'jackpots').map((r) => [r.path, r.order])).toEqual([['/jackpots', 300], ['/jackpots/:identifier', 310], ['/mystic-jackpot', 400]]);
    expect(runtime.registry.menuItems.filter((m) => m.pluginId === 'jackpots').map((m) => [m.menu, m.id, m.order, m.to])).toEqual([['sidebar', 'sidebar-jackpots', 680, '/jackpots']]);
    expect(runtime.registry.realtime.map((r) => [r.channel, r.scope, r.onDemand ?? false])).toEqual([
      ['jackpots_changes', 'public', true],
      ['wins', 'public', true],
      ['jackpot_win_award', 'private', false],
    ]);
  });

  it('the mystic page route exists only while enableMysticJackpots is on', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    const mystic = runtime.registry.routes.find((r) => r.path === '/mystic-jackpot')!;
    const visibility = (on: boolean) => ({ loggedIn: false, licence: 'CW', country: 'CA', flags: { enableMysticJackpots: on } }) as never;
    expect(mystic.when?.(visibility(false))).toBe(false);
    expect(mystic.when?.(visibility(true))).toBe(true);
  });
});

describe('jackpots plugin: pages', () => {
  it('lists the running jackpots with 2-decimal amounts; a tick changes only the amount', async () => {
    const { push, api: fetched } = await app({ url: '/jackpots' });
    const cards = await screen.findAllByTestId('jackpot-card', undefined, FIRST);
    // The malformed entry is dropped, the rest shows.
    expect(cards.map((c) => c.getAttribute('data-jackpot'))).toEqual(['mystic-jackpot', 'golden-vault']);
    const mystic = within(cards[0]!);
    expect(mystic.getByRole('heading', { name: 'Mystic Jackpot' })).toBeTruthy();
    const mini = () => cards[0]!.querySelector('[data-level="10"]')!;
    expect(mini().textContent).toBe('€43.21');
    expect(cards[0]!.querySelector('[data-level="13"]')!.textContent).toBe('€234,567.89');
    const heading = mystic.getByRole('heading', { name: 'Mystic Jackpot' });
    await act(async () => {
      await push('jackpots_changes', tick(4_399));
    });
    await waitFor(() => expect(mini().textContent).toBe('€43.99'));
    // The card around it was not re-created.
    expect(mystic.getByRole('heading', { name: 'Mystic Jackpot' })).toBe(heading);
    expect(fetched.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/jackpots?')).length).toBe(1);
  });

  it('shows masked winners, latest or biggest', async () => {
    await app({ url: '/jackpots' });
    const board = await screen.findByTestId('jackpot-winners', undefined, FIRST);
    await waitFor(() => expect(within(board).getAllByTestId('jackpot-winner').map((r) => r.textContent)).toEqual(['Norths***Minor€520.00', 'Ann***Mini€30.00']));
    // The other order is read in a transition (the rows stay until it is there): React finishes it inside an awaited act.
    await act(async () => void fireEvent.click(within(board).getByRole('button', { name: 'Biggest' })));
    await waitFor(() => expect(within(board).getAllByTestId('jackpot-winner').map((r) => r.textContent)).toEqual(['BigWin***Grand€99,999.99']));
    expect(within(board).getByRole('button', { name: 'Biggest' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a jackpot page shows every level, largest first; an unknown one is not found', async () => {
    await app({ url: '/jackpots/mystic-jackpot' });
    await screen.findByRole('heading', { level: 1, name: 'Mystic Jackpot' }, FIRST);
    expect(screen.getAllByTestId('jackpot-level').map((l) => l.textContent)).toEqual(['Grand€234,567.89', 'Major€12,000.50', 'Minor€510.00', 'Mini€43.21']);
    cleanup();
    await app({ url: '/jackpots/nope' });
    await waitFor(() => expect(screen.queryByTestId('jackpot-page')).toBeNull(), FIRST);
  });

  it('the wins strip shows pushed wins with masked names, jackpot drops marked', async () => {
    const { push } = await app({ url: '/jackpots' });
    await screen.findByTestId('wins-strip', undefined, FIRST);
    await act(async () => {
      await push('wins', { game_identifier: 'aurora-reels/kois-spell', game_title: "Koi's Spell", nickname: 'SpinMaster', currency: 'EUR', amount_cents: 12_345, created_at: '2026-11-24T12:00:00Z' });
      await push('wins', { game_identifier: 'aurora-reels/kois-spell', game_title: "Koi's Spell", nickname: 'Giulia_R', currency: 'EUR', amount_cents: 4_321, created_at: '2026-11-24T12:00:01Z', jackpot_identifier: 'mystic-jackpot', jackpot_level_name: 'Mini' });
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('wins-entry').map((e) => e.textContent)).toEqual(['Giulia*** won the Mini jackpot: €43.21', "SpinMa*** won €123.45 on Koi's Spell"]),
    );
  });
});

describe('jackpots plugin: the win popup', () => {
  it('opens for the winner with the amount, and waits while another dialog is open', async () => {
    const { push } = await app({ url: '/jackpots', player: testPlayer() });
    await screen.findAllByTestId('jackpot-card', undefined, FIRST);
    // Another dialog (the cashbox, a blocking modal) is open: the popup waits.
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    await act(async () => {
      await push('jackpot_win_award', award());
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('jackpot-win-popup')).toBeNull();
    other.remove();
    const popup = await screen.findByTestId('jackpot-win-popup', undefined, { timeout: 3_000 });
    expect(within(popup).getByTestId('jackpot-win-amount').textContent).toBe('€43.21');
    expect(popup.textContent).toContain('You won the Mini of Mystic Jackpot');
    // The same award pushed again never shows twice.
    fireEvent.click(within(popup).getByRole('button', { name: 'Great!' }));
    await act(async () => {
      await push('jackpot_win_award', award());
    });
    await waitFor(() => expect(screen.queryByTestId('jackpot-win-popup')).toBeNull());
  });
});
