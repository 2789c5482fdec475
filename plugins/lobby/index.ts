import { definePlugin } from '@core/index';
import { bettingLinkShows } from './betting-link';
import { lobbyManifest } from './manifest';

/** Binds the lobby page to the routes its manifest declares. Wiring only. */
export default definePlugin(lobbyManifest, (api) => {
  // Most first visits land on the lobby: it ships in this entry (in the site's boot script), so its banner,
  // the page's largest paint, starts loading one round trip earlier.
  const page = () => import(/* webpackMode: "eager" */ './pages/LobbyPage');
  api.implement({
    routes: { home: page, categories: page, games: page },
    // The header's lobby entry gives way to the betting link (spec part 1 §2); the bottom bar keeps it.
    menuItems: { 'header-lobby': { when: (ctx) => !bettingLinkShows(api.site, api.host, ctx.country) } },
  });
});
