import type { PlatformModuleDef } from '../../module';
import { seedCatalogue } from './catalogue-seed';
import { registerFavoritesRoutes } from './favorites-routes';
import { registerGamesRoutes } from './games-routes';
import { registerJackpotsRoutes } from './jackpots-routes';
import { registerPlayedGamesRoutes } from './played-games-routes';
import { registerPreviewRoutes } from './previews-routes';

/** Game catalogue: lists and search, favourites, played games, jackpots and the generated preview art. */
export const catalogueModule: PlatformModuleDef = {
  name: 'catalogue',
  register(app, ctx) {
    registerJackpotsRoutes(app, ctx);
    registerGamesRoutes(app, ctx);
    registerFavoritesRoutes(app, ctx);
    registerPlayedGamesRoutes(app, ctx);
    registerPreviewRoutes(app, ctx);
  },
  seed: seedCatalogue,
};
