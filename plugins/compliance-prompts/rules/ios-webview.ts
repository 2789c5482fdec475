/**
 * Spec part 1 §4: whether the page runs in an iOS app's built-in browser (Instagram, Facebook, a mail app's
 * WKWebView) rather than Safari or another browser app. Such views share no session with Safari, may lose the
 * player's place when the app is switched, and hide the address bar — hence the prompt to leave.
 *
 * - iPhone, iPod, or iPad (iPadOS reports a Mac UA but has touch: `maxTouchPoints > 1`);
 * - a known in-app token (FBAN/FBAV Facebook, Instagram, Line, Twitter, LinkedIn, Snapchat, TikTok's
 *   BytedanceWebview), or a WebKit UA without the `Safari/` token, which Safari and browser apps (Chrome's CriOS,
 *   Firefox's FxiOS, Edge's EdgiOS) all send and bare WKWebViews do not;
 * - not a site saved to the home screen (`navigator.standalone`), which also lacks `Safari/` but is the
 *   player's own choice.
 */
const IN_APP_TOKENS = /FBAN|FBAV|FB_IAB|Instagram|\bLine\/|Twitter|LinkedInApp|Snapchat|BytedanceWebview|musical_ly/i;

export interface BrowserTraits {
  userAgent: string;
  maxTouchPoints?: number;
  standalone?: boolean;
}

export function isIosDevice({ userAgent, maxTouchPoints = 0 }: BrowserTraits): boolean {
  if (/iPhone|iPod|iPad/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function isIosInAppBrowser(traits: BrowserTraits): boolean {
  if (!isIosDevice(traits) || traits.standalone === true) return false;
  if (IN_APP_TOKENS.test(traits.userAgent)) return true;
  return /AppleWebKit/.test(traits.userAgent) && !/Safari\//.test(traits.userAgent);
}

/** The traits of this browser; called when the schedule starts, never at import (server rendering). */
export function currentBrowserTraits(): BrowserTraits {
  if (typeof navigator === 'undefined') return { userAgent: '' };
  const nav = navigator as Navigator & { standalone?: boolean };
  return { userAgent: nav.userAgent, maxTouchPoints: nav.maxTouchPoints, standalone: nav.standalone };
}
