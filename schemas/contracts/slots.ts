import { defineSlot } from './define-contract';

/**
 * Every slot of the client: the shell's places and the ones plugins open in their own pages. A plugin
 * contributes to one by naming the contract in its manifest (`slot: LOBBY_ROWS`); the host renders it with
 * `<Slot contract={LOBBY_ROWS} />`. A new slot is a new line here, never a string typed twice.
 */

/** Above the header: compliance notices, cookie banners. */
export const SHELL_TOP = defineSlot('shell.top');
/** Between the header and the page. */
export const SHELL_BELOW_HEADER = defineSlot('shell.belowHeader');
/** The header's right side: search, session timer, account or guest buttons. */
export const HEADER_ACTIONS = defineSlot('header.actions');
/** The strip under the header (one notice). */
export const HEADER_NOTICE = defineSlot('header.notice');
/** Inside the balance dropdown; `close` folds the dropdown (after a link is followed). */
export const HEADER_BALANCE_DROPDOWN = defineSlot<{ close: () => void }>('header.balanceDropdown');
/** Panels at the foot of the side menu; `close` closes the drawer. */
export const SIDEBAR_PANELS = defineSlot<{ close: () => void }>('sidebar.panels');
/** The phone's bottom bar, middle action (deposit or enter). */
export const BOTTOM_BAR_ACTION = defineSlot('bottomBar.action');
/** The footer's top row of columns (contacts, menus). */
export const FOOTER_COLUMNS = defineSlot('footer.columns');
/** The footer's stacked blocks (promotions, carousels, trust); drawn when the footer nears the screen. */
export const FOOTER_BLOCKS = defineSlot('footer.blocks');
/** The footer's last line (copyright). */
export const FOOTER_BOTTOM = defineSlot('footer.bottom');
/** The lobby's game rows, below the banners (jackpot row keeps 500, spec part 2 §2). */
export const LOBBY_ROWS = defineSlot('lobby.rows');
/** The profile's level tab (VIP plugin). */
export const PROFILE_LEVEL = defineSlot('profile.level');
/** The profile's gifts tab (bonuses plugin). */
export const PROFILE_GIFTS = defineSlot('profile.gifts');
/** On the profile's limits tab, above the limits list: safer-gambling settings of other plugins (reality check). */
export const PROFILE_LIMITS = defineSlot('profile.limits');
/** Beside the game frame on the game page (bonuses' live wagering bar); props say which game runs how. */
export const GAME_PAGE_PANEL = defineSlot<{ gameIdentifier: string; mode: 'real' | 'demo' }>('game.panel');
/** On the cashbox's withdrawal step, above the form: what a withdrawal costs the player (bonuses erased by it). */
export const CASHBOX_WITHDRAW_NOTICE = defineSlot<{ currency: string }>('cashbox.withdrawNotice');
/**
 * Floating widget bookmarks at the screen's edge (spec part 2 §2: shop, wheel, adventures, quests, activity hub):
 * small links fixed beside the page, so they never move it. Each plugin decides its own visibility (groups,
 * flags: `showAllWidgets` shows every one).
 */
export const FLOATING_WIDGETS = defineSlot('shell.floatingWidgets');
/** Beside the nickname in the signed-in header (spec part 1 §2 "nickname with VIP badge"; VIP plugin). */
export const HEADER_NICKNAME_BADGE = defineSlot('header.nicknameBadge');
/**
 * The activity hub's sections (`/aquanova-odyssey`, spec part 2 §2; adventures plugin): each plugin draws a compact
 * block of what the player has going on there (the adventure calendar, their quest, running tournaments, the shop).
 * Blocks sit in a grid of cards; a wide one spans the row (`grid-column: 1 / -1`). Each is a `<section>` with its
 * own heading, and reserves its size while it loads.
 */
export const ACTIVITY_HUB = defineSlot('activity.hub');
/**
 * Beside a guest's sign-up button, in the header and the phone bottom bar (spec part 1 §4, §9: the promo banner in the
 * enter buttons; enter-promo plugin). The host positions it (`position: relative`); a block here overlays the page
 * (absolutely positioned), so it never moves the buttons.
 */
export const ENTER_SIGN_UP_PROMO = defineSlot<{ placement: 'header' | 'bar' }>('enter.signUpPromo');
