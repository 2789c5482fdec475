// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import { EDIT_PROFILE_MODAL } from '@schemas/contracts/modals';
import { GAME_PAGE_PANEL } from '@schemas/contracts/slots';
import type { WireGame } from '@schemas/wire/games';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { gamePageManifest } from '../manifest';

const gamePage = catalogEntry(gamePageManifest, () => import('../index'));
// Stands in for the profile plugin's edit-profile popup.
const profile = definePlugin(
  defineManifest({ id: 'profile-stub', contributes: { modals: { editProfile: { modal: EDIT_PROFILE_MODAL, blocking: true } } } }),
  (api) => api.implement({ modals: { editProfile: async () => ({ default: () => <p>edit profile popup</p> }) } }),
);
const profileEntry = catalogEntry(profile.manifest, async () => ({ default: profile }));

const game: WireGame = {
  identifier: 'thunderbay/storm', title: 'Storm Reels', seo_title: 'storm', provider: 'thunderbay', categories: [],
  has_demo_mode: true, currencies: { EUR: { id: 5, jackpot: null } }, devices: ['desktop'],
};
const session = ({ body }: { body: unknown }) => ({ status: 201, body: { url: `/demo-slot/abcdefghijkl-${(body as { mode: string }).mode}`, session_id: 'abcdefghijkl', mode: (body as { mode: string }).mode, currency: 'EUR' } });
const base = {
  'GET /api/games/thunderbay/storm': game,
  'POST /api/games/thunderbay/storm/session': session,
  'GET /api/user_limits': [],
  'GET /api/info/player_fields': { context: 'game_provider', fields: [{ name: 'city', type: 'string', required: true, editable: true, rules: [] }] },
  'POST /api/player/played_games': () => ({ status: 201, body: [] }),
  // A player's private channels (game_limits) are joined at boot: the socket's settings.
  'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } },
};

afterEach(() => cleanup());

// happy-dom does not load frames; the element and its src are what matter here.
const findFrame = () => waitFor(() => {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no game frame yet');
  return frame;
});

describe('game-page plugin', () => {
  it('contributes the game route', async () => {
    const { runtime } = await createTestRuntime({ plugins: [gamePage] });
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'game-page').map((r) => [r.id, r.path])).toEqual([['play', '/play/:producer/:name']]);
  });

  it('frames the demo for a guest', async () => {
    const { runtime } = await createTestRuntime({ plugins: [gamePage], api: base, url: '/play/thunderbay/storm?mode=Demo' });
    render(<App runtime={runtime} />);
    const frame = await findFrame();
    expect(frame.getAttribute('src')).toBe('/demo-slot/abcdefghijkl-demo');
    expect(screen.getByTestId('fullscreen')).toBeTruthy();
  });

  it('sends a guest asking for real play to registration', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [gamePage, authRoles], api: base, url: '/play/thunderbay/storm?mode=Real' });
    render(<App runtime={runtime} />);
    await waitFor(() => expect(navigation.current().pathname).toBe('/sign-up'));
  });

  it('sends a player with a reached limit to the limits page', async () => {
    const reached = [{ id: 1, type: 'loss', period: 'day', status: 'active', strategy: 'limit', created_at: '2026-01-01T00:00:00Z', disable_at: null, confirm_until: null,
      accounts: [{ currency: 'EUR', amount_cents: 100, current_value_amount_cents: 100, active_until: null }] }];
    const { runtime, navigation } = await createTestRuntime({
      plugins: [gamePage],
      player: testPlayer(),
      api: { ...base, 'GET /api/user_limits': reached },
      url: '/play/thunderbay/storm?mode=Real',
    });
    render(<App runtime={runtime} />);
    await waitFor(() => expect(navigation.current().pathname).toBe('/profile/limits'));
  });

  it('opens the non-closable edit-profile popup instead of the game when required fields are empty', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [gamePage, profileEntry], player: testPlayer({ city: null }), api: base, url: '/play/thunderbay/storm?mode=Real' });
    render(<App runtime={runtime} />);
    expect(await screen.findByText('edit profile popup')).toBeTruthy();
    expect(runtime.modals.state.stack.map((m) => [m.id, m.props])).toEqual([[EDIT_PROFILE_MODAL.name, { context: 'game_provider', fields: ['city'] }]]);
    expect(api.calls.some((c) => c.path.endsWith('/session'))).toBe(false);
  });

  it('without the profile plugin, its own blocking notice sends the player to the profile page', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [gamePage], player: testPlayer({ city: null }), api: base, url: '/play/thunderbay/storm?mode=Real' });
    render(<App runtime={runtime} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('a[href="/profile"]')).toBeTruthy();
    expect(runtime.modals.state.stack).toEqual([]);
    expect(api.calls.some((c) => c.path.endsWith('/session'))).toBe(false);
  });

  it('plays for real when the profile is complete and records the play', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [gamePage], player: testPlayer(), api: base, url: '/play/thunderbay/storm' });
    render(<App runtime={runtime} />);
    expect((await findFrame()).getAttribute('src')).toBe('/demo-slot/abcdefghijkl-real');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/player/played_games')).toBe(true));
  });

  it('draws the panel slot beside the frame with the game and mode, its line reserved in real play only', async () => {
    const panel = definePlugin(defineManifest({ id: 'panel-stub', contributes: { slots: { panel: { slot: GAME_PAGE_PANEL, order: 100 } } } }), (api) =>
      api.implement({ slots: { panel: async () => ({ default: ({ gameIdentifier, mode }) => <p data-testid="panel">{`${gameIdentifier} ${mode}`}</p> }) } }),
    );
    const panelEntry = catalogEntry(panel.manifest, async () => ({ default: panel }));
    const real = await createTestRuntime({ plugins: [gamePage, panelEntry], player: testPlayer(), api: base, url: '/play/thunderbay/storm?mode=Real' });
    render(<App runtime={real.runtime} />);
    expect((await screen.findByTestId('panel')).textContent).toBe('thunderbay/storm real');
    expect(screen.getByTestId('game-page').className).toMatch(/withPanel/);
    cleanup();
    const demo = await createTestRuntime({ plugins: [gamePage, panelEntry], api: base, url: '/play/thunderbay/storm?mode=Demo' });
    render(<App runtime={demo.runtime} />);
    expect((await screen.findByTestId('panel')).textContent).toBe('thunderbay/storm demo');
    expect(screen.getByTestId('game-page').className).not.toMatch(/withPanel/);
  });
});

describe('game-page plugin: live limit events (issue 22 item 5)', () => {
  const lock = [{ id: 9, type: 'cooling_off', period: 'day', status: 'active', strategy: 'lock', created_at: '2026-01-01T00:00:00Z', disable_at: null, confirm_until: null, accounts: [] }];

  it('a limit put in force during play reloads the limits, warns without a timeout and leaves for the limits page', async () => {
    let limits: unknown[] = [];
    const { runtime, navigation, push } = await createTestRuntime({
      plugins: [gamePage],
      player: testPlayer(),
      api: { ...base, 'GET /api/user_limits': () => ({ body: limits }) },
      url: '/play/thunderbay/storm?mode=Demo',
    });
    render(<App runtime={runtime} />);
    await findFrame();
    limits = lock;
    expect(await push('game_limits', { id: 9, type: 'cooling_off' }, 'confirmed')).toBe(1);
    await waitFor(() => expect(navigation.current().pathname).toBe('/profile/limits'));
    expect(runtime.toasts.state.items).toEqual([expect.objectContaining({ kind: 'warning', messageKey: 'game-page:limitReached', lifeMs: null })]);
  });

  it('outside a game, or when no limit blocks play, nothing happens', async () => {
    const { runtime, navigation, push, api } = await createTestRuntime({ plugins: [gamePage], player: testPlayer(), api: { ...base, 'GET /api/user_limits': lock }, url: '/pokies' });
    await push('game_limits', { type: 'wager' }, 'reached');
    expect(navigation.current().pathname).toBe('/pokies');
    expect(api.calls.some((c) => c.path === '/api/user_limits')).toBe(false);

    navigation.go('/play/thunderbay/storm?mode=Demo');
    api.on('GET /api/user_limits', []);
    await push('game_limits', { id: 3, type: 'deposit' }, 'confirmed');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/user_limits')).toBe(true));
    expect(navigation.current().pathname).toBe('/play/thunderbay/storm');
    expect(runtime.toasts.state.items).toEqual([]);
  });
});
