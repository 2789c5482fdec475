import { definePlugin } from '@core/index';
import { adventuresManifest } from './manifest';
import { useHeaderHubEntries, useSidebarHubEntries } from './menu-source';

/**
 * Binds the activity hub page, its menu entries, the calendar section, the bookmark and the CMS blocks. Wiring only
 * (fast first visit): the page, blocks and wire schemas load on first use; the menu hooks read one fe-config
 * document once a player's header or drawer draws (a guest has no groups the hub is open to: nothing is read).
 */
export default definePlugin(adventuresManifest, (api) => {
  api.implement({
    routes: {
      hub: () => import('./pages/ActivityHubPage'),
    },
    menuSources: {
      'header-hub': useHeaderHubEntries,
      'sidebar-hub': useSidebarHubEntries,
    },
    slots: {
      bookmark: { load: () => import('./components/AdventureBookmark') },
      'hub-bookmark': { load: () => import('./components/HubBookmark') },
      'hub-calendar': { load: () => import('./components/HubCalendarSection') },
    },
    placeholders: {
      AdventureCalendar: () => import('./components/CalendarPlaceholder'),
      AdventureBanner: () => import('./components/BannerPlaceholder'),
    },
  });
});
