/**
 * Time on the platform (DESIGN §12): one clock, injectable so tests drive time, and one scheduler that runs
 * the work that falls due (tournament ends and payouts, lottery draws, expiries).
 *
 * A job does not remember what it did: each run it finds its due work in the database (`end_at <= now AND
 * finished_at IS NULL`) and does it in one transaction that first marks the row done and then pays (mark
 * then pay, both or neither). So a job that runs twice, or again after a crash mid-way, finds nothing left
 * the second time and never pays twice. Jobs are synchronous (better-sqlite3), so a run never interleaves
 * with another run or a request.
 */

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to: tests set it, advance it, then call `scheduler.runDue()`. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createManualClock(start: Date | string = new Date()): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface ScheduledJob {
  /** Unique, `module.what` (`tournaments.finish`); failure reports name it. */
  name: string;
  /**
   * Does every piece of work due at `now`, each in its own transaction (mark then pay). Idempotent: work
   * already done is found marked and skipped. A throw is reported and the job is tried again later; the
   * other jobs run anyway.
   */
  run(now: Date): void;
  /**
   * When this job next has work (the earliest `end_at` not finished yet), or null when it knows of none.
   * The scheduler sleeps until the earliest of these, and never longer than `maxSleepMs`.
   */
  nextDueAt?(now: Date): Date | string | null;
}

/**
 * Runs `settle` for each due item in turn: one broken item does not hold the others back; the failures are
 * thrown together afterwards, so the job is reported and retried (each item is idempotent).
 */
export function settleEach<T>(items: readonly T[], settle: (item: T) => void, what: string): void {
  const failures: unknown[] = [];
  for (const item of items) {
    try {
      settle(item);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${items.length} ${what} could not be settled`);
}

export interface JobFailure {
  job: string;
  error: unknown;
}

export interface JobRun {
  job: string;
  ok: boolean;
}

export interface Scheduler {
  readonly clock: Clock;
  /** A module adds its jobs when it registers (`register(app, ctx)`). Names are unique. */
  add(job: ScheduledJob): void;
  /** Runs every job once at the clock's now, in the order they were added. Tests call it after moving the clock. */
  runDue(): JobRun[];
  /** Arms the timer (the platform app does, once every module registered): a first run at once, then when due. */
  start(): void;
  /** Disarms the timer (the platform app does, when it closes). Safe to call twice; `start()` re-arms. */
  stop(): void;
  /** Plans the next run again: a module that just created work due earlier than planned calls it. */
  wake(): void;
  readonly started: boolean;
}

export interface SchedulerOptions {
  clock?: Clock;
  /** Upper bound of a sleep, so work created behind the scheduler's back (another process) is found. */
  maxSleepMs?: number;
  /** Lower bound between runs, so a job that keeps failing or keeps reporting past work cannot spin. */
  minSleepMs?: number;
  report?: (failure: JobFailure) => void;
}

/** 30 s: the longest a tournament may wait for its payout after `end_at` if it was created elsewhere. */
export const SCHEDULER_MAX_SLEEP_MS = 30_000;
export const SCHEDULER_MIN_SLEEP_MS = 250;
/** After a failed run the scheduler waits at least this long: a broken job is retried, not spun on. */
export const SCHEDULER_FAILURE_BACKOFF_MS = 5_000;

const logFailure = ({ job, error }: JobFailure) => console.error(`[platform] scheduled job "${job}" failed (it runs again later):`, error);

export function createScheduler(options: SchedulerOptions = {}): Scheduler {
  const clock = options.clock ?? systemClock;
  const maxSleep = options.maxSleepMs ?? SCHEDULER_MAX_SLEEP_MS;
  const minSleep = options.minSleepMs ?? SCHEDULER_MIN_SLEEP_MS;
  const report = options.report ?? logFailure;
  const jobs: ScheduledJob[] = [];
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let running = false;

  const runDue = (): JobRun[] => {
    // A job that calls wake() or runDue() from inside a run would re-enter: the outer run finishes first.
    if (running) return [];
    running = true;
    try {
      const now = clock.now();
      return jobs.map((job) => {
        try {
          job.run(now);
          return { job: job.name, ok: true };
        } catch (error) {
          report({ job: job.name, error });
          return { job: job.name, ok: false };
        }
      });
    } finally {
      running = false;
    }
  };

  const delayUntilNext = (): number => {
    const now = clock.now();
    let delay = maxSleep;
    for (const job of jobs) {
      let due: Date | string | null = null;
      try {
        due = job.nextDueAt?.(now) ?? null;
      } catch (error) {
        report({ job: job.name, error });
      }
      if (due !== null) delay = Math.min(delay, new Date(due).getTime() - now.getTime());
    }
    return Math.max(minSleep, delay);
  };

  const arm = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    // The scheduler never keeps a process (a test, a CLI) alive on its own.
    timer.unref();
  };

  function tick() {
    timer = null;
    if (!started) return;
    const failed = runDue().some((run) => !run.ok);
    if (started) arm(failed ? Math.max(SCHEDULER_FAILURE_BACKOFF_MS, delayUntilNext()) : delayUntilNext());
  }

  return {
    clock,
    add(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`scheduled job "${job.name}" is added twice`);
      jobs.push(job);
      if (started) arm(0);
    },
    runDue,
    start() {
      if (started) return;
      started = true;
      arm(0);
    },
    stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    wake() {
      if (started && !running) arm(Math.min(delayUntilNext(), maxSleep));
    },
    get started() {
      return started;
    },
  };
}

/**
 * Recurring windows (a weekly tournament, a daily draw): the first occurrence after `previous` on the grid
 * `previous.start + k × every` that has not ended at `now`. A platform that was down for weeks resumes on
 * the current slot instead of replaying the missed ones.
 */
export function nextOccurrence(previous: { startAt: string; endAt: string }, everySeconds: number, now: Date): { startAt: string; endAt: string } {
  const every = everySeconds * 1000;
  const start = new Date(previous.startAt).getTime();
  const length = new Date(previous.endAt).getTime() - start;
  let k = 1;
  const behind = now.getTime() - (start + length);
  if (behind > 0) k = Math.max(1, Math.floor(behind / every) + 1);
  // start + k·every + length > now: the slot found has not ended yet.
  while (start + k * every + length <= now.getTime()) k++;
  return { startAt: new Date(start + k * every).toISOString(), endAt: new Date(start + k * every + length).toISOString() };
}
