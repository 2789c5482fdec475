import type { RealityCheck } from '@schemas/wire/reality-check';

/** Re-read at least this often, so a change made in another tab or device (interval, a check seen) is followed. */
export const RESYNC_MS = 5 * 60_000;
/** After a failed read, try again this much later. */
export const RETRY_MS = 60_000;

/**
 * Milliseconds until the check is due, measured on the platform's clock (`next_due_at − server_time`), so a device
 * whose clock is wrong still waits the right time; 0 when due now; `null` while off.
 */
export function dueInMs(check: Pick<RealityCheck, 'next_due_at' | 'server_time'>): number | null {
  if (!check.next_due_at) return null;
  const due = Date.parse(check.next_due_at) - Date.parse(check.server_time);
  return Number.isFinite(due) ? Math.max(0, due) : null;
}

export interface ScheduleDeps {
  load(): Promise<RealityCheck>;
  /** The check fell due (the platform says so): show it. The schedule waits for the next `plan` after it. */
  onDue(check: RealityCheck): void;
  /** Every answer read or given, for the screens that show it. */
  onChange?(check: RealityCheck): void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * When to look again (issue 13 item 1). The platform computes the due time; this waits until then (or `RESYNC_MS`,
 * whichever is sooner), reads again and, if the platform says it is due, reports it. Reading again instead of trusting
 * the first answer is what makes tabs agree: a check continued in one tab moves the due time for all of them.
 */
export function createRealityCheckSchedule(deps: ScheduleDeps) {
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let stopped = false;
  const clear = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };
  const plan = (check: RealityCheck) => {
    clear();
    if (stopped) return;
    deps.onChange?.(check);
    const due = dueInMs(check);
    if (due === 0) return deps.onDue(check);
    timer = later(() => void refresh(), due === null ? RESYNC_MS : Math.min(due, RESYNC_MS));
  };
  const refresh = async () => {
    clear();
    try {
      const check = await deps.load();
      plan(check);
    } catch {
      if (!stopped) timer = later(() => void refresh(), RETRY_MS);
    }
  };
  return {
    /** Reads now and plans from the answer. */
    refresh,
    /** Plans from an answer already at hand (the settings' or the "continue" answer). */
    plan,
    stop() {
      stopped = true;
      clear();
    },
  };
}
export type RealityCheckSchedule = ReturnType<typeof createRealityCheckSchedule>;
