import { PARTNER_COOKIE_DAYS } from '@config/limits';
import type { PluginRuntime } from '@core/index';
import { logUtm, referrerRules } from './api';
import { readCookieValue, writeCookie } from './rules/cookie-jar';
import { partnerCookiesFrom } from './rules/partner-cookies';
import { applyPromoCodes } from './rules/promo-codes';
import { utmFrom } from './rules/utm-params';
import type { TrackingStore } from './store';

/** On arrival: partner cookies (30 days) and the campaign's UTM parameters. */
export async function trackArrival(runtime: PluginRuntime, store: TrackingStore) {
  const { search } = runtime.navigation.current();
  const cookies = partnerCookiesFrom({
    search,
    referrer: document.referrer,
    existing: { stag: readCookieValue('stag'), affb_id: readCookieValue('affb_id') },
    rules: await referrerRules(runtime),
  });
  if (cookies?.stag) writeCookie('stag', cookies.stag, PARTNER_COOKIE_DAYS);
  if (cookies) writeCookie('affb_id', cookies.affb_id, PARTNER_COOKIE_DAYS);
  const utm = utmFrom(search);
  if (utm) {
    store.utm = utm;
    await logUtm(runtime, 'set', utm);
  }
}

/** Every route change: promo codes from the query into session storage (spec part 1 §4). */
export function trackPromoCodes(runtime: PluginRuntime, path: string) {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return;
  }
  const now = runtime.navigation.current();
  const outcome = applyPromoCodes({ path, search: now.search, loggedIn: runtime.session.status === 'player', storage });
  if (outcome.search !== null) {
    // Replace, not push: the address without the code is the same page.
    runtime.navigation.go(now.pathname + outcome.search + now.hash, { replace: true, state: now.state });
  }
  if (outcome.redirect) runtime.navigate(outcome.redirect);
}
