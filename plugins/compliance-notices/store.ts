import { proxy, useSnapshot } from 'valtio';
import { useRuntime, type Runtime } from '@core/index';
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

const stores = new WeakMap<Runtime, NoticesStore>();
export function attachNoticesStore(runtime: Runtime) {
  const store = createNoticesStore(typeof document === 'undefined' ? '' : document.cookie);
  stores.set(runtime, store);
  return store;
}
export function useNotices() {
  const store = stores.get(useRuntime());
  if (!store) throw new Error('compliance-notices store missing');
  return { store, snapshot: useSnapshot(store) };
}

export function remember(which: typeof COOKIE_NOTICE | typeof AU_APPROVAL) {
  document.cookie = cookieString(which.name, which.days, window.location.protocol === 'https:');
}
