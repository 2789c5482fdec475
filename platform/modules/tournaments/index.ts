import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { registerDevTournamentRoutes } from './dev-routes';
import { tournamentFinishJob } from './finish';
import { registerTournamentRoutes } from './routes';
import { createScorePushes, scoreRound } from './scoring';
import { seedTournaments } from './seed';

/**
 * Tournaments (issue 11, README.md in this folder): real-money rounds score through `round.settled`, the
 * scheduler finishes each tournament at its end and pays its prizes through the wallet, exactly once.
 */
export const tournamentsModule: PlatformModuleDef = {
  name: 'tournaments',
  dependsOn: ['accounts', 'wallet'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 2, run: (db) => seedTournaments(db) },
  register(app, ctx) {
    registerTournamentRoutes(app, ctx);
    // Demo aid: an end-to-end test creates a tournament that starts in seconds.
    if (ctx.config.mode === 'demo') registerDevTournamentRoutes(app, ctx);
    ctx.scheduler.add(tournamentFinishJob(ctx));
  },
  subscribe(on, ctx) {
    // Scores commit with the round they count; pushes follow its commit.
    on.inTransaction('round.settled', (round) => scoreRound(ctx.db, round));
    const pushes = createScorePushes(ctx);
    on.afterCommit('round.settled', (round) => pushes.afterRound(round));
  },
};
