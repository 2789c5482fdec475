import { definePlugin } from '@core/index';
import { questsManifest } from './manifest';

/**
 * Binds the Arena, the quest page, the bookmark and the live standing. Wiring only (fast first visit): no schema
 * and no component is imported here; pages load on navigation, the bookmark after the first paint (players, or
 * everyone with `showAllWidgets`), the handler with its schema on the channel's first event.
 */
export default definePlugin(questsManifest, (api) => {
  api.implement({
    routes: {
      arena: () => import('./pages/ArenaPage'),
      action: () => import('./pages/QuestPage'),
    },
    slots: {
      bookmark: { load: () => import('./components/QuestBookmark'), when: (ctx) => ctx.loggedIn || ctx.flags.showAllWidgets },
      hub: () => import('./components/HubQuestBlock'),
    },
    realtime: {
      status: { load: () => import('./live/status-events') },
    },
  });
});
