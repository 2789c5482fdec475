import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

/** A lobby row: a collection id from `GET /api/games/collections` and its place among `lobby.rows`. */
const lobbyRowSchema = z.object({ collection: z.string().check(z.minLength(1)), order: z.int() });

export const gamesOptionsSchema = z.object({
  /** Rows this plugin puts into the lobby; gaps in `order` leave room for other plugins' rows (jackpots: 500). */
  lobbyRows: z._default(z.array(lobbyRowSchema), [
    { collection: 'top', order: 200 },
    { collection: 'new', order: 300 },
    { collection: 'live', order: 400 },
    { collection: 'pragmatic-drop-wins', order: 600 },
    { collection: 'table', order: 700 },
  ]),
  /** The logged-in player's recently played games, first among the rows. */
  recentlyPlayedRow: z._default(z.boolean(), true),
  /** Where the live category's cashback card links. */
  cashbackLink: z._default(z.string(), '/vip'),
});
export type GamesOptions = z.infer<typeof gamesOptionsSchema>;

/** Pages whose first paint lists games: the catalogue menu and provider hiding are read before any tile. */
const GAME_LIST_PAGES = ['/', '/pokies*', '/live*', '/slots', '/games/*', '/categories/*', '/producers/*'];

export const gamesManifest = defineManifest<GamesOptions>({
  id: 'games',
  options: gamesOptionsSchema,
  firstPaintRequests: [
    { url: '/api/fe/config/menu-categories-games', on: GAME_LIST_PAGES },
    { url: '/api/fe/config/providers-config', on: GAME_LIST_PAGES },
  ],
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default gamesManifest;
