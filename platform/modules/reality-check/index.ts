import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { registerDevRealityCheckRoutes } from './dev-routes';
import { registerRealityCheckRoutes } from './routes';
import { seedRealityCheck } from './seed';
import { recordRound } from './store';

/**
 * The reality check (issue 13 item 1, README.md in this folder): the player's interval, and the sign-in session's
 * time and real-money play, counted from round.settled in the publisher's transaction so the figures are exact.
 */
export const realityCheckModule: PlatformModuleDef = {
  name: 'reality-check',
  dependsOn: ['accounts'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: (db) => seedRealityCheck(db) },
  register(app, ctx) {
    registerRealityCheckRoutes(app, ctx);
    if (ctx.config.mode === 'demo') registerDevRealityCheckRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    on.inTransaction('round.settled', (round) => recordRound(ctx.db, round));
  },
};
