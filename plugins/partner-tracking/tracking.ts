import { PARTNER_COOKIE_DAYS } from '@config/limits';
import type { PluginRuntime } from '@core/index';
import { logUtm, referrerRules } from './api';
import { readCookieValue, writeCookie } from './rules/cookie-jar';
import { partnerCookiesFrom } from './rules/partner-cookies';
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
