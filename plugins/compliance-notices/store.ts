import { proxy } from 'valtio';
import { AU_APPROVAL, COOKIE_NOTICE, cookieString, hasCookie } from './rules/notice-cookies';

/** Which notices were answered, read from cookies once per runtime; answering writes the cookie. */
export function createNoticesStore(cookie: string) {
  return proxy({
    cookiesAccepted: hasCookie(cookie, COOKIE_NOTICE.name),
    australiaApproved: hasCookie(cookie, AU_APPROVAL.name),
    geoToastId: null as number | null,
  });
}
export type NoticesStore = ReturnType<typeof createNoticesStore>;

export function remember(which: typeof COOKIE_NOTICE | typeof AU_APPROVAL) {
  // The page's scheme, not an address the router follows, so not the runtime's navigation.
  document.cookie = cookieString(which.name, which.days, window.location.protocol === 'https:');
}
