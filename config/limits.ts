// Business limits of spec part 1 §9 and §5.
export const GAMES_PAGE_SIZE = 40; // §9 default; category pages take it from config
export const LOBBY_ROW_MAX_GAMES = 15; // part 2 §2
export const DISABLED_PROVIDERS_CAP = 20; // §5, §9
export const DEFAULT_CURRENCY = 'EUR'; // §9
export const ADULT_AGE = 18; // §9
export const ADULT_AGE_EE = 21; // §9
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
