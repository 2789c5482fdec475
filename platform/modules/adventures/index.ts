import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { countPayment, countRound } from './progress';
import { registerAdventureRoutes } from './routes';
import { seedAdventures } from './seed';

/**
 * The adventure calendar (issue 16 part 5, README.md in this folder): fe-config `vip-adventures` names the days,
 * their prizes and conditions; this module counts each taking-part player's succeeded deposits and real-money bets
 * per UTC day, completes a day when its conditions are met and gives its prize through the bonuses engine, in the
 * transaction of the deposit or bet that met them, once. `GET /api/player/adventure` answers the player's standing.
 */
export const adventuresModule: PlatformModuleDef = {
  name: 'adventures',
  dependsOn: ['accounts', 'feconfig', 'wallet', 'bonuses'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: (db) => seedAdventures(db) },
  register(app, ctx) {
    registerAdventureRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    on.inTransaction('payment.changed', (payment) => countPayment(ctx, payment));
    on.inTransaction('round.settled', (round) => countRound(ctx, round));
  },
};
