import { useEffect, useState } from 'react';
import { FULL_RESTRICTION_COUNTRIES } from '@config/limits';
import { ApiError, useLoaded, usePluginOptions, usePluginState, useRuntime, useSession, type PluginRuntime } from '@core/index';
import { EDIT_PROFILE_MODAL } from '@schemas/contracts/modals';
import type { Game } from '@schemas/wire/games';
import { gamePageApiState, type GamePageApi } from './api';
import { missingFields, reachedLimit, resolveMode, type PlayMode } from './launch-rules';
import { gamePageManifest, type GamePageOptions } from './manifest';
import { gamePageState } from './state';
import type { GamePageStore } from './store';

export type LaunchState =
  | { kind: 'loading'; game: Game | null; mode?: PlayMode }
  | { kind: 'not-found' }
  | { kind: 'restricted'; game: Game }
  | { kind: 'no-demo'; game: Game }
  | { kind: 'profile'; game: Game; fields: string[] }
  | { kind: 'failed'; game: Game; message: string | null }
  | { kind: 'ready'; game: Game; mode: PlayMode; url: string };

/**
 * The game by its route, read while rendering (`useLoaded`): a guest's game page comes from the server with the
 * game's title and bar (issue 14). `null`: the platform has no such game (404); any other failure rejects (on the
 * server the host then sends the browser-drawn page; in the browser the page's boundary shows not-found).
 */
export function useRouteGame(producer: string, name: string): Game | null {
  const api = usePluginState(gamePageApiState);
  return useLoaded(`game-page:game:${producer}/${name}`, () =>
    api.game(producer, name).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
  );
}

/**
 * What the page shows before the launch ran, decided without a call (the same on the server and while hydrating):
 * the region and demo rules, else the game's bar over a frame still loading in `mode`.
 */
export function beforeLaunch(runtime: Pick<PluginRuntime, 'country'>, game: Game | null, mode: PlayMode | 'sign-up'): LaunchState {
  if (!game) return { kind: 'not-found' };
  if ((FULL_RESTRICTION_COUNTRIES as readonly string[]).includes(runtime.country)) return { kind: 'restricted', game };
  // A guest asking for real play is sent to registration by the launch: nothing of the game meanwhile.
  if (mode === 'sign-up') return { kind: 'loading', game: null };
  if (mode === 'Demo' && !game.has_demo_mode) return { kind: 'no-demo', game };
  return { kind: 'loading', game, mode };
}

/**
 * Opens a game (`game`: the route's, read by the page): applies the route's rules in order (region, sign-up for
 * guests' real play, limits, required profile fields) and starts a platform session whose URL the page frames. The
 * first render shows `beforeLaunch`; the session starts in an effect, in the browser only.
 */
export function useGameLaunch(game: Game | null, modeQuery: string | null): LaunchState {
  const runtime = useRuntime();
  const store = usePluginState(gamePageState);
  const options = usePluginOptions(gamePageManifest);
  const api = usePluginState(gamePageApiState);
  const session = useSession();
  const loggedIn = session.status === 'player';
  const mode = game ? resolveMode(modeQuery, loggedIn, game.has_demo_mode) : 'sign-up';
  const [state, setState] = useState<LaunchState>(() => beforeLaunch(runtime, game, mode));
  // While the profile popup is open, a saved profile (a new player snapshot) re-runs the checks.
  const playerVersion = state.kind === 'profile' ? session.player : null;

  useEffect(() => {
    if (game === null) return setState({ kind: 'not-found' });
    let live = true;
    const before = beforeLaunch(runtime, game, mode);
    setState((s) => (s.kind === 'profile' ? s : before));
    void launch(runtime, api, { store, options }, game, mode).then((next) => live && next && setState(next));
    return () => {
      live = false;
    };
  }, [runtime, api, store, options, game, mode, playerVersion]);

  return state;
}

interface LaunchContext {
  store: GamePageStore;
  options: GamePageOptions;
}

async function launch(runtime: PluginRuntime, api: GamePageApi, { store, options }: LaunchContext, game: Game, mode: PlayMode | 'sign-up'): Promise<LaunchState | null> {
  if ((FULL_RESTRICTION_COUNTRIES as readonly string[]).includes(runtime.country)) return { kind: 'restricted', game };
  const path = `/play/${game.provider}/${game.slug}?mode=Real`;
  if (mode === 'sign-up') {
    runtime.navigate(`${runtime.pathOf('registration')}?redirect=${encodeURIComponent(path)}`, { replace: true });
    return null;
  }
  if (mode === 'Demo' && !game.has_demo_mode) return { kind: 'no-demo', game };
  const player = runtime.session.player;
  if (player) {
    const limits = await api.limits().catch(() => []);
    if (reachedLimit(limits, Date.now())) {
      runtime.toasts.show({ kind: 'warning', messageKey: 'game-page:limitReached' });
      runtime.navigate(options.limitsPath, { replace: true });
      return null;
    }
  }
  if (player && mode === 'Real') {
    const info = store.state.fieldsInfo ?? (await api.fieldsInfo().catch(() => null));
    if (info) store.setFieldsInfo(info);
    const fields = info ? missingFields(info.fields, player as unknown as Record<string, unknown>) : [];
    if (fields.length > 0) {
      openProfilePopup(runtime, fields);
      return { kind: 'profile', game, fields };
    }
  }
  try {
    const started = await api.startSession(game.provider, game.slug, { mode: mode === 'Real' ? 'real' : 'demo' });
    if (player) void api.recordPlayed(game.identifier).catch(() => undefined);
    return { kind: 'ready', game, mode, url: started.url };
  } catch (error) {
    return { kind: 'failed', game, message: error instanceof ApiError ? error.firstMessage() : null };
  }
}

/**
 * The profile plugin owns the edit-profile popup (non-closable, spec §4: the profile plugin declares it
 * blocking); opened once, and only when that plugin is on this site.
 */
export function openProfilePopup(runtime: PluginRuntime, fields: string[]) {
  if (!hasProfilePopup(runtime) || runtime.modals.isOpen(EDIT_PROFILE_MODAL)) return;
  runtime.modals.open(EDIT_PROFILE_MODAL, { context: 'game_provider', fields });
}

export const hasProfilePopup = (runtime: PluginRuntime) => runtime.modals.available(EDIT_PROFILE_MODAL);
