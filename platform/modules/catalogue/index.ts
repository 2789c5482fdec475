import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { seedCatalogue } from './catalogue-seed';
import { registerFavoritesRoutes } from './favorites-routes';
import { registerGamesRoutes } from './games-routes';
import { registerJackpotsRoutes } from './jackpots-routes';
import { markRoundPlayed } from './played-games';
import { registerPlayedGamesRoutes } from './played-games-routes';
import { registerPreviewRoutes } from './previews-routes';

/**
 * Game catalogue: lists and search, favourites, played games, jackpots and the generated preview art.
 * Favourites belong to players (accounts); provider visibility comes from fe-config documents.
 */
export const catalogueModule: PlatformModuleDef = {
  name: 'catalogue',
  dependsOn: ['accounts', 'feconfig'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    registerJackpotsRoutes(app, ctx);
    registerGamesRoutes(app, ctx);
    registerFavoritesRoutes(app, ctx);
    registerPlayedGamesRoutes(app, ctx);
    registerPreviewRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    // "Recently played" may lag the round by a moment: after commit, idempotent.
    on.afterCommit('round.settled', (round) => markRoundPlayed(ctx.db, round));
  },
  seed: { version: 1, run: seedCatalogue },
};
