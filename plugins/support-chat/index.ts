import { definePlugin, type PluginRuntime } from '@core/index';
import { CHAT_SERVICE } from '@schemas/contracts/services';
import { supportChatManifest } from './manifest';
import { useSidebarChat } from './menu-source';

const open = (runtime: PluginRuntime) => void import('./actions').then((actions) => actions.openChat(runtime));

/**
 * Binds the launcher, the guests' header button, the sidebar item, `#chat`, the live replies, the contact form and
 * the CHAT_SERVICE. Wiring only: the header button is in the entry (a guest's first paint), everything else loads
 * on first use.
 */
export default definePlugin(supportChatManifest, (api) => {
  api.implement({
    slots: {
      'header-support': () => import(/* webpackMode: "eager" */ './components/HeaderSupportButton'),
      launcher: () => import('./components/ChatLauncher'),
    },
    menuSources: { 'sidebar-chat': useSidebarChat },
    hashTriggers: { chat: (runtime) => open(runtime) },
    placeholders: { ContactForm: () => import('./components/ContactForm') },
    realtime: { chat: { load: () => import('./live/chat-events') } },
  });
  // The footer's chat link and the CMS's live-chat button (schemas/contracts/services.ts).
  api.expose(CHAT_SERVICE, (runtime) => ({ open: () => open(runtime) }));
});
