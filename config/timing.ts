// Business constants of spec part 1 §9 (and §2 routing rules). Values in milliseconds unless named otherwise.
export const API_TIMEOUT_MS = 30_000; // §7, §9
export const API_SERVER_TIMEOUT_MS = 8_000; // §7: server-side rendering
export const API_RETRIES = 6; // §7, §9: network errors and timeouts
export const API_RETRY_BASE_MS = 300; // not shown in the spec: first backoff step
export const API_RETRY_MAX_MS = 10_000; // not shown: cap of one backoff step
export const TOAST_LIFE_MS = 10_000; // §9
export const HASH_CLEAR_MS = 1_000; // §2, §9
export const CHAT_HASH_DELAY_MS = 1_000; // §2, §9
export const SCROLL_RETRY_MS = 200; // §2, §9
export const SCROLL_RETRY_LIMIT_MS = 5_000; // §2, §9
export const MESSAGES_BUCKET_MS = 5 * 60_000; // §7: the `t` query of /messages
/** The `t` of `/messages/{locale}.json?t=`: the host preloads the same URL the client will ask for. */
export const messagesBucket = (now: number): number => Math.floor(now / MESSAGES_BUCKET_MS);
export const SEARCH_DEBOUNCE_MS = 300; // §4, §9
export const SEARCH_MIN_CHARS = 3; // §4: "longer than 2 characters"
export const BANNER_AUTOPLAY_MS = 10_000; // §9
export const LOCAL_TIME_TICK_MS = 15_000; // §9
export const SESSION_TIMER_TICK_MS = 1_000; // §9
export const IDLE_TITLE_DELAY_MS = 2_000; // §4, §9
export const SURVEY_AFTER_MS = 5 * 60_000; // §4, §9: the survey only after 5 minutes on the site
export const SURVEY_CONFIG_PRELOAD_MS = 10_000; // §9: survey-config is loaded this long before the survey may show
export const SURVEY_SETTLE_MS = 500; // §4: the survey appears 500 ms after its conditions hold
export const IOS_EXIT_AFTER_MS = 5 * 60_000; // §4, §9: the iOS in-app browser exit prompt after 5 minutes
export const IOS_EXIT_CHECK_MS = 60_000; // §4, §9: checked every minute
export const INFINITE_SCROLL_PX = 500; // §2, §9
export const CAPTCHA_ATTEMPTS = 5; // §7, §9
export const CAPTCHA_WAIT_MS = 500; // §7
export const RANDOM_GAME_RETRIES = 10; // §8, §9

/**
 * Not in the spec. How long boot waits for data a plugin must draw in the first paint (the header notice strip)
 * before it renders without it: long enough for a preloaded answer on a slow phone network, short enough
 * that a failing call never holds the page.
 */
export const FIRST_PAINT_DATA_WAIT_MS = 1_500;

/**
 * Not in the spec. How long a socket token (`/api/player/settings`) is accepted for a private channel join;
 * it also dies with its session. A client whose join is refused asks for a fresh token once.
 */
export const SOCKET_TOKEN_TTL_MS = 12 * 60 * 60_000;
