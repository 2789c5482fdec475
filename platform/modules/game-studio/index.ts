import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { announceBigWin } from './big-wins';
import { blackjackJob } from './blackjack-play';
import { crashJob } from './crash-job';
import { registerHistoryRoutes } from './history/history-routes';
import { registerLaunchRoutes } from './launch-routes';
import { liveJob, tableSeed } from './live-play';
import { registerPageRoutes } from './page-routes';
import { registerPlayRoutes } from './play-routes';
import { statedPayout } from './engines/stated-rtp';
import { provideStatedPayout } from '../catalogue/public';

/**
 * The game studio (README.md): game sessions and rounds of every catalogue game, each played by the engine of
 * its kind (slots of three families, roulette, blackjack, the crash game, live roulette tables), the pages the
 * client frames, and the player's bet history. It publishes `round.settled`; it calls the wallet to move money
 * and limits to admit a bet, nothing else. It was the `demo-slot` module: its database records moved with it.
 */
export const gameStudioModule: PlatformModuleDef = {
  name: 'game-studio',
  formerNames: ['demo-slot'],
  dependsOn: ['accounts', 'catalogue', 'wallet', 'limits'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    tableSeed(ctx.db);
    registerLaunchRoutes(app, ctx);
    registerPageRoutes(app, ctx);
    registerPlayRoutes(app, ctx);
    registerHistoryRoutes(app, ctx);
    ctx.scheduler.add(blackjackJob(ctx));
    ctx.scheduler.add(crashJob(ctx));
    ctx.scheduler.add(liveJob(ctx));
  },
  subscribe(on, ctx) {
    // Before any seed runs: the catalogue stores each tile's payout as the stated RTP of the engine that plays it.
    provideStatedPayout(ctx.db, statedPayout);
    on.afterCommit('round.settled', (round) => announceBigWin(ctx, round));
  },
};
