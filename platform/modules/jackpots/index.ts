import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { contributeRound } from './contribute';
import { registerDevJackpotRoutes } from './dev-routes';
import { startTicker } from './pushes';
import { registerJackpotRoutes } from './routes';
import { seedJackpots } from './seed';

/**
 * Jackpots (issue 17, README.md in this folder): network jackpots whose level pools grow from a share of real bets
 * on their games and drop, by a seeded and recorded roll, to a betting player — pool reset, award and wallet credit
 * in the round's transaction. Amounts tick out on the public `jackpots_changes` (throttled), a drop goes to the
 * winner's private `jackpot_win_award` and to the public `wins`. Owns `/api/jackpots`, `/api/jackpot_wins` and
 * `/api/games/jackpots` (moved here from the catalogue, which keeps the games).
 */
export const jackpotsModule: PlatformModuleDef = {
  name: 'jackpots',
  dependsOn: ['accounts', 'wallet', 'catalogue'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: (db) => seedJackpots(db) },
  register(app, ctx) {
    registerJackpotRoutes(app, ctx);
    // Demo aid: an end-to-end test forces a drop to see the win popup (never in production mode).
    if (ctx.config.mode === 'demo') registerDevJackpotRoutes(app, ctx);
    const ticker = startTicker(ctx);
    app.addHook('onClose', async () => ticker.stop());
  },
  subscribe(on, ctx) {
    // The share of the bet and a drop commit with the round or not at all; the tick follows the commit.
    on.inTransaction('round.settled', (round) => contributeRound(ctx, round));
  },
};
