import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { LOBBY_ROWS } from '@schemas/contracts/slots';

export const lobbyOptionsSchema = z.object({
  /** The banner category of the main slider (spec §3 Banner: slider-index-top or slider-index-top-jackpots). */
  bannerCategory: z._default(z.enum(['slider-index-top', 'slider-index-top-jackpots']), 'slider-index-top'),
  showBanners: z._default(z.boolean(), true),
  showProviders: z._default(z.boolean(), true),
});
export type LobbyOptions = z.infer<typeof lobbyOptionsSchema>;

/** The lobby at `/` (also `/categories`, `/games`): banners, the `lobby.rows` slot other plugins fill, providers. */
export const lobbyManifest = defineManifest({
  id: 'lobby',
  options: lobbyOptionsSchema,
  firstPaintRequests: [{ url: '/api/fe/config/banners-config?l={locale}', on: ['/'] }],
  contributes: {
    // The rows other plugins put into the lobby load with the page, not after it (`slots`).
    routes: {
      home: { path: '/', order: 100, role: 'main', slots: [LOBBY_ROWS] },
      categories: { path: '/categories', order: 100, slots: [LOBBY_ROWS] },
      games: { path: '/games', order: 100, slots: [LOBBY_ROWS] },
    },
    // Spec part 1 §2 "Legacy": the old account history lands on main (the cashbox's history will take it over).
    redirects: { 'accounts-history': { from: '/accounts/history', to: '/' } },
    menuItems: {
      'header-lobby': { menu: 'header', order: 100, labelKey: 'lobby:menu.lobby', to: '/', icon: 'home' },
      'bottom-bar-lobby': { menu: 'bottom-bar', order: 100, labelKey: 'lobby:menu.lobby', to: '/', icon: 'home' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default lobbyManifest;
