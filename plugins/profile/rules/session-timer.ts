import { SESSION_TIMER_TICK_MS } from '@config/timing';

export const SESSION_TIMER_KEY = 'sessionTimer';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionTimerDeps {
  storage: KeyValueStorage | null;
  onTick: (elapsedSeconds: number) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * EE licence session timer (spec part 1 §4, §9): elapsed seconds kept in session storage so a reload goes
 * on counting, a 1 s tick, reset on logout.
 */
export function createSessionTimer(deps: SessionTimerDeps) {
  const every = deps.setInterval ?? ((fn: () => void, ms: number) => setInterval(fn, ms));
  const cancel = deps.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  let handle: unknown = null;
  let elapsed = 0;
  const save = () => deps.storage?.setItem(SESSION_TIMER_KEY, String(elapsed));
  return {
    start() {
      if (handle !== null) return;
      const stored = Number(deps.storage?.getItem(SESSION_TIMER_KEY) ?? 0);
      elapsed = Number.isFinite(stored) && stored > 0 ? Math.floor(stored) : 0;
      deps.onTick(elapsed);
      handle = every(() => {
        elapsed += 1;
        save();
        deps.onTick(elapsed);
      }, SESSION_TIMER_TICK_MS);
    },
    /** Page unload: the tick already saves, this catches the last partial second's state. */
    save,
    reset() {
      if (handle !== null) cancel(handle);
      handle = null;
      elapsed = 0;
      deps.storage?.removeItem(SESSION_TIMER_KEY);
      deps.onTick(0);
    },
  };
}

export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
