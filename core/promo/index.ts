/**
 * The promo kit (`@core/promo`): what every promotion plugin (tournaments, quests, lotteries, …) draws the same
 * way. An entry of its own, like `@core/forms`: re-exported from `@core/index` it would sit in every guest's boot
 * script, though only promo pages (lazy) use it.
 */
export { Countdown } from './Countdown';
export { countdownClock, countdownParts, formatPromoDate, formatPromoTime, type CountdownParts } from './promo-time';
export { DockBookmark, type DockBookmarkProps } from './DockBookmark';
