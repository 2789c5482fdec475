import type { PluginRuntime } from '@core/index';
import { bannerViewsReport, trackBannerViews, type ViewTracker } from '../rules/banner-views';
import { cookieValue } from '../rules/tooltip-timer';

/** The visit of main being watched, per runtime (tab, test); none while elsewhere. */
const visits = new WeakMap<PluginRuntime, ViewTracker>();

/**
 * Spec part 1 §4, §9: while the visitor is on main the banner slides are watched; on leaving main the banners seen
 * are sent once (nothing is sent when none was seen). Best effort, like the core's own `PUT /log`: never retried,
 * never shown, never blocking; `keepalive` lets it finish when leaving main is leaving the site by a link.
 */
export function followMain(runtime: PluginRuntime, onMain: boolean): void {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return;
  const visit = visits.get(runtime);
  if (onMain) {
    if (!visit) visits.set(runtime, trackBannerViews(document.body, IntersectionObserver, typeof MutationObserver === 'undefined' ? null : MutationObserver));
    return;
  }
  if (!visit) return;
  visits.delete(runtime);
  const seen = visit.stop();
  if (seen.length === 0) return;
  sendClientEvent({ events: [bannerViewsReport(seen, runtime.locale.current)] });
}

/** `PUT /log` with the page's CSRF token, as the core's diagnostics send their events (core/boot/send-log.ts). */
function sendClientEvent(body: object) {
  try {
    void fetch('/log', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': cookieValue(document.cookie, 'csrf_token') ?? '' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // a report must never break the page
  }
}
