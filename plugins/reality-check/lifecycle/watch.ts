import { optionsOf, stateOf, type PluginRuntime } from '@core/index';
import { REALITY_CHECK_MODAL } from '@schemas/contracts/modals';
import { GAME_PAUSE_SERVICE } from '@schemas/contracts/services';
import type { RealityCheck } from '@schemas/wire/reality-check';
import { realityCheckApiState } from '../api';
import { realityCheckManifest } from '../manifest';
import { intervalToApply } from '../rules/intervals';
import { createRealityCheckSchedule } from '../rules/schedule';
import { realityCheckState } from '../state';

/**
 * The signed-in player's reality check (issue 13 item 1), started at login: applies the site's or licence's default
 * once, follows the platform's due time (rules/schedule.ts) and, when a check is due while a game runs, pauses the
 * game (the game page's `GAME_PAUSE_SERVICE`) and opens the blocking modal. Due while no game runs: it waits until
 * one opens ("while playing"), then reads again, since another tab may have seen the check meanwhile.
 */
export function watchRealityCheck(runtime: PluginRuntime) {
  const options = optionsOf(runtime, realityCheckManifest);
  const api = stateOf(runtime, realityCheckApiState);
  const store = stateOf(runtime, realityCheckState);
  let showing = false;
  let waiting = false;
  let unsubscribe: (() => void) | null = null;

  const schedule = createRealityCheckSchedule({
    load: api.load,
    onChange: (check) => (store.check = check),
    onDue: (check) => {
      if (showing) return;
      const game = runtime.services.get(GAME_PAUSE_SERVICE);
      if (game?.running()) show(check);
      else waiting = true;
    },
  });
  store.replan = schedule.plan;

  // The game page's service exists once that plugin started (it may start after this one): looked for again on every
  // route change until found, then its open/close events say when a game starts.
  const followGames = () => {
    if (unsubscribe) return;
    const game = runtime.services.get(GAME_PAUSE_SERVICE);
    if (!game) return;
    unsubscribe = game.subscribe(() => {
      if (waiting && !showing && game.running()) {
        waiting = false;
        void schedule.refresh();
      }
    });
  };

  let resume: (() => void) | null = null;
  const close = () => {
    showing = false;
    resume?.();
    resume = null;
    // By key: `close(contract)` takes only contracts without required props.
    const open = runtime.modals.state.stack.find((modal) => modal.id === REALITY_CHECK_MODAL.name);
    if (open) runtime.modals.close(open.key);
  };

  function show(check: RealityCheck) {
    showing = true;
    resume = runtime.services.get(GAME_PAUSE_SERVICE)?.pause('reality-check') ?? null;
    runtime.modals.open(REALITY_CHECK_MODAL, {
      check,
      // Continue: the platform marks the check seen and answers the next due time; a failure keeps the modal (it says so).
      onContinue: async () => {
        const next = await api.acknowledge();
        close();
        schedule.plan(next);
      },
      onLeave: async (to) => {
        const next = await api.acknowledge();
        close();
        schedule.plan(next);
        runtime.navigate(to === 'history' ? options.historyPath : options.limitsPath);
      },
      onLogOut: async () => {
        close();
        await runtime.logout();
        runtime.navigate(runtime.pathOf('main'));
      },
    });
  }

  const start = async () => {
    try {
      let check = await api.load();
      const apply = intervalToApply(check.interval_minutes, options, runtime.licence);
      if (apply !== null) check = await api.setInterval(apply);
      schedule.plan(check);
    } catch {
      // Logged by the client under its code; the schedule tries again later.
      void schedule.refresh();
    }
  };
  followGames();
  void start();

  return {
    routeChanged: followGames,
    stop() {
      schedule.stop();
      unsubscribe?.();
      if (showing) close();
    },
  };
}
export type RealityCheckWatch = ReturnType<typeof watchRealityCheck>;
