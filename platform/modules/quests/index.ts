import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { registerDevQuestRoutes } from './dev-routes';
import { countRound } from './progress';
import { pushRoundStatuses } from './pushes';
import { registerQuestRoutes } from './routes';
import { seedQuests } from './seed';
import { questRollJob } from './series';

/**
 * Quests (issue 12, README.md in this folder): real-money rounds add to the player's total bets in each running
 * quest through `round.settled`; the total sets the level, and each level's reward is given once when reached
 * (a bonus or free spins by the bonuses engine, cash through the wallet), in the round's transaction.
 */
export const questsModule: PlatformModuleDef = {
  name: 'quests',
  dependsOn: ['accounts', 'wallet', 'bonuses'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: (db) => seedQuests(db) },
  register(app, ctx) {
    registerQuestRoutes(app, ctx);
    // Demo aid: an end-to-end test creates a quest with a short ladder.
    if (ctx.config.mode === 'demo') registerDevQuestRoutes(app, ctx);
    ctx.scheduler.add(questRollJob(ctx));
  },
  subscribe(on, ctx) {
    // Progress and rewards commit with the round they count; the standing is pushed after its commit.
    on.inTransaction('round.settled', (round) => countRound(ctx, round));
    on.afterCommit('round.settled', (round) => pushRoundStatuses(ctx, round));
  },
};
