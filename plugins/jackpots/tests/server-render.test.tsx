// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Slot } from '@core/index';
import { catalogEntry, defineManifest, definePlugin } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { LOBBY_ROWS } from '@schemas/contracts/slots';
import { serverThenHydrate } from '../../../tests/harness/server-then-hydrate';
import { jackpotsManifest } from '../manifest';
import en from '../messages/en.json';
import { goldenVault, tick, winner, wireJackpot } from './fixtures';

const plugin = catalogEntry(jackpotsManifest, () => import('../index'));

/** A stand-in for the lobby plugin (no plugin imports another): its page at `/` draws the `lobby.rows` slot. */
const lobbyHostManifest = defineManifest({ id: 'lobby-host', contributes: { routes: { lobby: { path: '/', order: 100, role: 'main' } } } });
const lobbyHost = catalogEntry(lobbyHostManifest, async () => ({
  default: definePlugin(lobbyHostManifest, (api) => {
    api.implement({ routes: { lobby: async () => ({ default: () => <Slot contract={LOBBY_ROWS} /> }) } });
  }),
}));

const messages = { core: coreEn, jackpots: en };
const api = {
  'GET /api/jackpots': [wireJackpot(), goldenVault(), { ...goldenVault(), state: 'paused', id: 4, identifier: 'paused-one' }],
  'GET /api/jackpot_wins': ({ url }: { url: URL }) => ({
    body: url.searchParams.get('sort') === 'biggest' ? [winner({ user_name: 'BigWinnerBob', amount_cents: 9_999_999, jackpot_level_name: 'Grand' })] : [winner(), winner({ user_name: 'Ann', amount_cents: 3_000, jackpot_level_name: 'Mini', created_at: '2026-11-19T10:00:00.000Z' })],
  }),
};
const jackpotReads = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/api/jackpot')).map((c) => c.path);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('jackpots drawn on the server (issue 14)', () => {
  it('the lobby row carries its cards, amounts and latest winners, and hydrates them without asking again', async () => {
    const drawn = await serverThenHydrate({ plugins: [lobbyHost, plugin], messages, api, url: '/' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('data-testid="jackpot-row"');
    expect(drawn.html).toContain('Mystic Jackpot');
    expect(drawn.html).toContain('€234,567.89');
    expect(drawn.html).toContain('€100,000.00');
    expect(drawn.html).not.toContain('paused-one');
    // The strip is drawn with the latest winners (names masked), not the "no wins yet" line.
    expect(drawn.html).toContain('Norths*** won the Minor jackpot: €520.00');
    expect(drawn.html).not.toContain(en.wins.empty);
    expect(drawn.mismatches).toEqual([]);
    const row = await screen.findByTestId('jackpot-row');
    expect(within(row).getAllByTestId('jackpot-card').map((c) => c.getAttribute('data-jackpot'))).toEqual(['mystic-jackpot', 'golden-vault']);
    expect(jackpotReads(drawn.browser.api.calls)).toEqual([]);
    expect(drawn.mismatches).toEqual([]);
  });

  it('live amounts move from the drawn list once hydrated (a tick after hydration changes the amount)', async () => {
    const drawn = await serverThenHydrate({ plugins: [lobbyHost, plugin], messages, api, url: '/' });
    const mini = () => document.querySelector('[data-jackpot="mystic-jackpot"] [data-level="10"]');
    await waitFor(() => expect(mini()?.textContent).toBe('€43.21'));
    await act(async () => {
      await drawn.browser.push('jackpots_changes', tick(4_399));
    });
    await waitFor(() => expect(mini()?.textContent).toBe('€43.99'));
    expect(jackpotReads(drawn.browser.api.calls)).toEqual([]);
    expect(drawn.mismatches).toEqual([]);
  });

  it('the jackpots page carries cards and winners; another order is still read in the browser', async () => {
    const drawn = await serverThenHydrate({ plugins: [plugin], messages, api, url: '/jackpots' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('€12,000.50');
    expect(drawn.html).toContain('data-testid="jackpot-winner"');
    expect(drawn.html).toContain('Ann***');
    expect(drawn.mismatches).toEqual([]);
    const board = await screen.findByTestId('jackpot-winners');
    expect(within(board).getAllByTestId('jackpot-winner').map((r) => r.textContent)).toEqual(['Norths***Minor€520.00', 'Ann***Mini€30.00']);
    expect(jackpotReads(drawn.browser.api.calls)).toEqual([]);
    await act(async () => void within(board).getByRole('button', { name: 'Biggest' }).click());
    await waitFor(() => expect(within(board).getAllByTestId('jackpot-winner').map((r) => r.textContent)).toEqual(['BigWin***Grand€99,999.99']));
    expect(jackpotReads(drawn.browser.api.calls)).toEqual(['/api/jackpot_wins?limit=5&sort=biggest']);
  });

  it('a failed list is no row on the lobby, and the error on the jackpot page, never a server failure', async () => {
    const failing = { ...api, 'GET /api/jackpots': () => ({ status: 503, body: {} }) };
    const lobby = await serverThenHydrate({ plugins: [lobbyHost, plugin], messages, api: failing, url: '/' });
    expect(lobby.serverErrors).toEqual([]);
    expect(lobby.html).not.toContain('data-testid="jackpot-row"');
    expect(lobby.mismatches).toEqual([]);
    cleanup();
    document.body.innerHTML = '';
    const page = await serverThenHydrate({ plugins: [plugin], messages, api: failing, url: '/jackpots/mystic-jackpot' });
    expect(page.serverErrors).toEqual([]);
    expect(page.html).toContain(en.page.error);
    expect(page.mismatches).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe(en.page.error);
  });
});
