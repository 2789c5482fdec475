import { IOS_EXIT_AFTER_MS, IOS_EXIT_CHECK_MS } from '@config/timing';

export interface IosExitScheduleDeps {
  /** Milliseconds since the page loaded. */
  sinceLoad: () => number;
  /** Whether this is an iOS app's built-in browser (rules/ios-webview.ts). */
  inAppBrowser: boolean;
  /** Whether a game, the cashbox or a popup is on screen (the prompt queue knows). */
  screenBusy: () => boolean;
  /** Shown already in this browser session: it is an exit hint, not a nag. */
  shownBefore: () => boolean;
  offer: () => void;
}

/**
 * Spec part 1 §4, §9: in an iOS in-app browser, the exit prompt after 5 minutes, checked every minute and not
 * while the cashbox or a game is open — or at logout. Once offered it stops checking.
 */
export function createIosExitSchedule(deps: IosExitScheduleDeps) {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const offer = () => {
    stop();
    deps.offer();
  };

  return {
    start() {
      if (!deps.inAppBrowser || deps.shownBefore() || timer !== null) return;
      timer = setInterval(() => {
        if (deps.shownBefore()) return stop();
        if (deps.sinceLoad() >= IOS_EXIT_AFTER_MS && !deps.screenBusy()) offer();
      }, IOS_EXIT_CHECK_MS);
    },
    atLogout() {
      if (deps.inAppBrowser && !deps.shownBefore()) offer();
    },
    stop,
  };
}
