import type { FastifyInstance } from 'fastify';

/** How long a drain may take before the process gives up and exits anyway (supervisors wait ~10-30 s). */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * On SIGTERM or SIGINT: report not-ready at once (`/readyz` answers 503, so a balancer stops sending),
 * stop accepting, let requests in flight finish, close sockets and the database (WAL checkpointed by the
 * platform's close hook), then exit 0. A drain that outlasts `DRAIN_TIMEOUT_MS` exits 1.
 */
export function drainOnSignals(app: FastifyInstance, state: { draining: boolean }, log: (line: string) => void = console.log): void {
  const drain = (signal: string) => {
    if (state.draining) return;
    state.draining = true;
    log(`${signal}: draining (at most ${DRAIN_TIMEOUT_MS / 1000} s)`);
    setTimeout(() => {
      log('drain timed out: exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`drain failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => drain('SIGTERM'));
  process.on('SIGINT', () => drain('SIGINT'));
}
