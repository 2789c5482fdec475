import { rmSync } from 'node:fs';
import { startHost, type RunningHost } from '../e2e/host-process';
import { hostAlive } from './host-alive';

export interface RestartableHost {
  /** The current host's address; it changes after a restart. */
  readonly url: string;
  readonly dataDir: string;
  /** How many times the host had to be started again. */
  readonly restarts: number;
  /** Starts a fresh host when the current one no longer answers; true when it did. */
  ensureRunning(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * The host `npm start` runs (tests/e2e/host-process), started again when something outside the bench
 * stops it: on a shared machine other work sometimes ends every host process it finds, and a bench of
 * several minutes should lose one run to that, not the whole section. A restart gets a fresh demo
 * platform (same seed) on a new port.
 */
export async function startRestartableHost(): Promise<RestartableHost> {
  let current: RunningHost = await startHost();
  let restarts = 0;
  return {
    get url() {
      return current.url;
    },
    get dataDir() {
      return current.dataDir;
    },
    get restarts() {
      return restarts;
    },
    async ensureRunning() {
      if (await hostAlive(current.url)) return false;
      console.warn(`  host at ${current.url} stopped answering; starting a new one`);
      // A host killed by a signal never reports its exit to stop(); do not wait for it forever.
      const gone = current;
      await Promise.race([gone.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      rmSync(gone.dataDir, { recursive: true, force: true });
      current = await startHost();
      restarts++;
      return true;
    },
    stop: () => current.stop(),
  };
}
