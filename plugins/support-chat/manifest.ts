import { defineManifest } from '@core/plugin/define';
import { CHAT_HASH_DELAY_MS } from '@config/timing';
import { FLOATING_WIDGETS, HEADER_ACTIONS } from '@schemas/contracts/slots';

/**
 * The support chat and the contact form (issue 17; spec part 1 §2 support button, support chat items and `#chat`,
 * §4 unread count, §6 chat groups, §7 restore ids and contact message, §8 the contact form's errors, §9 `1+`): one
 * chat service over two backends chosen per player by the §6 rules, a launcher, the guests' header support button,
 * the sidebar item with the unread count, `#chat`, the CHAT_SERVICE the footer and the CMS chat button call, and
 * `#ContactForm[]#` for the `/support` page. Everything but these declarations is lazy.
 */
export const supportChatManifest = defineManifest({
  id: 'support-chat',
  contributes: {
    slots: {
      // config/contribution-order.ts header.actions 60–99 (notifications, gifts, chat): guests' support button.
      'header-support': { slot: HEADER_ACTIONS, order: 80, visible: { signedIn: false } },
      // Players' floating launcher, last of the bookmarks (quests 100 … activity hub 500); hosts their chat panel.
      // Guests have the header button instead (it hosts theirs): no chunk of this plugin in a guest's first visit.
      launcher: { slot: FLOATING_WIDGETS, order: 600, visible: { signedIn: true } },
    },
    // Spec part 1 §2 sidebar bottom items: profile (logged only) and support chat.
    menuSources: { 'sidebar-chat': { menu: 'sidebar-bottom', order: 150 } },
    // Spec part 1 §2: `#chat` opens the support chat after 1 second (§9 chat hash delay).
    hashTriggers: { chat: { hash: 'chat', delayMs: CHAT_HASH_DELAY_MS } },
    placeholders: { ContactForm: {} },
    realtime: {
      chat: { channel: 'support_chat', scope: 'private', event: 'support_chat' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default supportChatManifest;
