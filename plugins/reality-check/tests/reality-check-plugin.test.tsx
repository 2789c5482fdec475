// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { proxy, subscribe } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import { defineManifest, definePlugin } from '@core/index';
import coreEn from '@core/messages/en.json';
import { REALITY_CHECK_MODAL } from '@schemas/contracts/modals';
import { GAME_PAUSE_SERVICE } from '@schemas/contracts/services';
import { PROFILE_LIMITS } from '@schemas/contracts/slots';
import type { RealityCheck } from '@schemas/wire/reality-check';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { realityCheckManifest } from '../manifest';
import en from '../messages/en.json';

const plugin = catalogEntry(realityCheckManifest, () => import('../index'));
const messages = { core: coreEn, 'reality-check': en };
const FIRST = { timeout: 5_000 };

/** A stand-in for the game page: GAME_PAUSE_SERVICE over a game the test opens and closes. */
function gameStandIn() {
  const game = proxy({ running: null as { gameIdentifier: string; mode: 'real' | 'demo' } | null, pauses: 0 });
  const manifest = defineManifest({ id: 'game-stand-in' });
  const entry = catalogEntry(manifest, async () => ({
    default: definePlugin(manifest, (api) => {
      api.expose(GAME_PAUSE_SERVICE, () => ({
        running: () => game.running,
        subscribe: (listener) => subscribe(game, listener),
        pause: () => {
          game.pauses++;
          return () => void game.pauses--;
        },
      }));
    }),
  }));
  return { game, entry };
}

const check = (over: Partial<RealityCheck> = {}): RealityCheck => ({
  interval_minutes: 15,
  session_started_at: '2026-03-01T10:00:00.000Z',
  next_due_at: '2026-03-01T10:15:00.000Z',
  server_time: '2026-03-01T10:15:02.000Z',
  played_seconds: 902,
  totals: [{ currency: 'EUR', bet_cents: 12_000, win_cents: 4_550, net_cents: -7_450, rounds: 40 }],
  ...over,
});

afterEach(() => cleanup());

describe('reality-check plugin', () => {
  it('declares its settings block on the limits tab and a blocking modal', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order, s.signedIn])).toEqual([[PROFILE_LIMITS.name, 'settings', 100, true]]);
    expect(runtime.registry.modals.map((m) => [m.id, m.blocking])).toEqual([[REALITY_CHECK_MODAL.name, true]]);
  });

  it('a check due while a game runs pauses it and shows the figures; continue acknowledges and resumes', async () => {
    const { game, entry } = gameStandIn();
    game.running = { gameIdentifier: 'croupier/crystal-reels', mode: 'demo' };
    const test = await createTestRuntime({
      plugins: [plugin, entry],
      messages,
      player: testPlayer(),
      url: '/',
      api: {
        'GET /api/player/reality_check': check(),
        'PUT /api/player/reality_check': check({ next_due_at: '2026-03-01T10:30:00.000Z' }),
      },
    });
    render(<App runtime={test.runtime} />);
    const modal = await screen.findByTestId('reality-check-modal', {}, FIRST);
    expect(game.pauses).toBe(1);
    expect(screen.getByTestId('reality-check-time').textContent).toBe('15 minutes');
    expect(modal.textContent).toContain('Net loss (EUR)');
    expect(modal.textContent).toContain('€74.50');
    expect(modal.textContent).toContain('€120.00');

    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByTestId('reality-check-modal')).toBeNull());
    expect(game.pauses).toBe(0);
    expect(test.api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ acknowledge: true }]);
  });

  it('due while no game runs: waits, and shows once a game opens (after reading again)', async () => {
    const { game, entry } = gameStandIn();
    const test = await createTestRuntime({
      plugins: [plugin, entry],
      messages,
      player: testPlayer(),
      url: '/',
      api: { 'GET /api/player/reality_check': check() },
    });
    render(<App runtime={test.runtime} />);
    await waitFor(() => expect(test.api.calls.some((c) => c.path === '/api/player/reality_check')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('reality-check-modal')).toBeNull();
    const reads = test.api.calls.filter((c) => c.path === '/api/player/reality_check').length;

    game.running = { gameIdentifier: 'croupier/crystal-reels', mode: 'real' };
    await screen.findByTestId('reality-check-modal', {}, FIRST);
    expect(test.api.calls.filter((c) => c.path === '/api/player/reality_check').length).toBe(reads + 1);
    expect(game.pauses).toBe(1);
  });

  it('applies the site default once for a player who never chose', async () => {
    const { entry } = gameStandIn();
    const test = await createTestRuntime({
      plugins: [plugin, entry],
      pluginOptions: { 'reality-check': { defaultMinutes: 30 } },
      messages,
      player: testPlayer(),
      url: '/',
      api: {
        'GET /api/player/reality_check': check({ interval_minutes: null, next_due_at: null, totals: [] }),
        'PUT /api/player/reality_check': check({ interval_minutes: 30, next_due_at: '2026-03-01T10:30:00.000Z' }),
      },
    });
    render(<App runtime={test.runtime} />);
    await waitFor(() => expect(test.api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ interval_minutes: 30 }]));
  });
});
