// Business limits of spec part 1 §9 and §5.
export const GAMES_PAGE_SIZE = 40; // §9 default; category pages take it from config
export const LOBBY_ROW_MAX_GAMES = 15; // part 2 §2
export const DISABLED_PROVIDERS_CAP = 20; // §5, §9
export const DEFAULT_CURRENCY = 'EUR'; // §9
export const ADULT_AGE = 18; // §9
export const ADULT_AGE_EE = 21; // §9
/**
 * The adult age: the licence's (§9: 18, 21 on EE), raised to the site's own minimum for that licence when higher
 * (its `legal` details). One rule for sign-up on both sides and the footer's age badge.
 */
export const adultAge = (licence?: string | null, siteMinimum?: number | null) => Math.max(licence === 'EE' ? ADULT_AGE_EE : ADULT_AGE, siteMinimum ?? 0);
export const NICKNAME_MIN = 3; // §5
export const NICKNAME_MAX = 15; // §5
export const PERSONAL_ID_LENGTH = 11; // §5
export const PHONE_MIN = 8; // §5
export const IBAN_LT_GROUP = 1101; // §5
export const NOTIFICATION_COUNTER_CAP = 9; // §9: shows "9+"
export const COOKIE_NOTICE_DAYS = 365; // §9
export const AU_APPROVAL_DAYS = 365_000; // §9: "about 1000 years"
export const PARTNER_COOKIE_DAYS = 30; // §9
export const DEFAULT_AFFB_ID = '122'; // §9
export const SEARCH_ENGINE_AFFB_ID = '241'; // §9
export const UTM_PARAMS = ['source', 'medium', 'campaign', 'content', 'term', 'sub_id'] as const; // §9
// §6: countries with full restriction. Partial restriction comes from the platform's country list.
export const FULL_RESTRICTION_COUNTRIES = ['BY', 'CW', 'EE', 'LV', 'PL', 'RU', 'UA', 'CY'] as const;

/**
 * Not in the spec. The largest amount one money movement may carry, in minor units: 10^12 is 10 billion EUR
 * in cents or 10,000 BTC in 10^-8. With the balance cap below, every sum stays far inside JavaScript's safe
 * integers (2^53 ≈ 9·10^15), so no balance or ledger total can lose precision.
 */
export const MAX_MOVEMENT_MINOR_UNITS = 1e12;
/** Not in the spec. The largest balance one wallet pocket may hold (real or bonus), in minor units. */
export const MAX_BALANCE_MINOR_UNITS = 1e14;
