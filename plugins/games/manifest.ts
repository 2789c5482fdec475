import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { LOBBY_ROWS } from '@schemas/contracts/slots';

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

/** The catalogue: category, provider and favourite pages, the header's game menus, the lobby's game rows. */
export const gamesManifest = defineManifest({
  id: 'games',
  options: gamesOptionsSchema,
  firstPaintRequests: [
    { url: '/api/fe/config/menu-categories-games', on: GAME_LIST_PAGES },
    { url: '/api/fe/config/providers-config', on: GAME_LIST_PAGES },
  ],
  contributes: {
    routes: {
      pokies: { path: '/pokies/:slug?', order: 200 },
      live: { path: '/live/:slug?', order: 200 },
      slots: { path: '/slots', order: 200 },
      collection: { path: '/games/:id', order: 210 },
      categories: { path: '/categories/:slug', order: 210 },
      provider: { path: '/producers/:slug/:page?', order: 200 },
      favorites: { path: '/favorite-games', order: 200, guard: 'requiresAuth' },
    },
    // Header order (spec §2): lobby 100 (lobby plugin), pokies 200, live 300; sports 400, VIP 500… left to others.
    menuItems: {
      'header-pokies': { menu: 'header', order: 200, labelKey: 'games:menu.pokies', to: '/pokies', icon: 'cherry' },
      'header-live': { menu: 'header', order: 300, labelKey: 'games:menu.live', to: '/live', icon: 'live' },
      // The bottom bar shares a phone's width with the deposit (or enter) buttons: one short word under each icon.
      'bottom-bar-pokies': { menu: 'bottom-bar', order: 200, labelKey: 'games:menu.barPokies', to: '/pokies', icon: 'cherry' },
      'bottom-bar-live': { menu: 'bottom-bar', order: 300, labelKey: 'games:menu.barLive', to: '/live', icon: 'live' },
      'sidebar-favorites': { menu: 'sidebar', order: 150, labelKey: 'games:menu.favorites', to: '/favorite-games', icon: 'heart', visible: { signedIn: true } },
    },
    slots: {
      'recently-played': { slot: LOBBY_ROWS, order: 100, onlyIf: 'recentlyPlayedRow', visible: { signedIn: true } },
      // One row per `lobbyRows` element, each with the site's order (`collection-{collection}`).
      'collection-rows': { slot: LOBBY_ROWS, order: 200, repeat: 'lobbyRows' },
    },
    // Spec part 1 §2 placeholders: a game row (a collection by id) and the live table preference.
    placeholders: { GameRow: {}, TablePreference: {} },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default gamesManifest;
