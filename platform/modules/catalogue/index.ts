import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { catalogueFactsJob } from './catalogue-facts';
import { seedCatalogue } from './catalogue-seed';
import { registerFavoritesRoutes } from './favorites-routes';
import { registerGamesRoutes } from './games-routes';
import { markRoundPlayed } from './played-games';
import { registerPlayedGamesRoutes } from './played-games-routes';
import { registerPreviewRoutes } from './previews-routes';
import { countRound } from './round-counts';

/**
 * Game catalogue: lists and search, favourites, played games, the generated preview art, and the
 * facts behind tile badges and table limits (README.md). Favourites belong to players (accounts); provider
 * visibility comes from fe-config documents.
 */
export const catalogueModule: PlatformModuleDef = {
  name: 'catalogue',
  dependsOn: ['accounts', 'feconfig'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    registerGamesRoutes(app, ctx);
    registerFavoritesRoutes(app, ctx);
    registerPlayedGamesRoutes(app, ctx);
    registerPreviewRoutes(app, ctx);
    // The fact categories (new, coming soon, hot) are true from the first request, then kept so hourly.
    const facts = catalogueFactsJob(ctx);
    facts.run(ctx.clock.now());
    ctx.scheduler.add(facts);
  },
  subscribe(on, ctx) {
    // "Recently played" may lag the round by a moment: after commit, idempotent.
    on.afterCommit('round.settled', (round) => markRoundPlayed(ctx.db, round));
    // What is hot: the catalogue's own count of real-money rounds per game and hour (round-counts.ts).
    on.afterCommit('round.settled', (round) => countRound(ctx.db, round));
  },
  // 2: release dates on the database's anchor, fact categories, table limits, demo background play.
  // 4: jackpots moved to the jackpots module (no more jackpot rows here).
  seed: { version: 4, run: (db) => seedCatalogue(db) },
};
