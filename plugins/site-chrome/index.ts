import { definePlugin, stateOf, type PluginRuntime } from '@core/index';
import { bettingAvailable } from './chrome-rules';
import { siteChromeManifest } from './manifest';
import { chromeState } from './state';
import type { InstallPromptEvent } from './store';

/** Binds the footer and sidebar blocks, the sports link and the sports hashes. Wiring only. */
export default definePlugin(siteChromeManifest, (api) => {
  // Host is known at setup; the country may change with the profile, so it is read at render time.
  const onBettingHost = bettingAvailable(api.site, api.host, '');
  api.implement({
    slots: {
      contacts: () => import('./components/FooterContacts'),
      'promo-row': () => import('./components/FooterPromoRow'),
      providers: () => import('./components/ProvidersCarousel'),
      payments: () => import('./components/PaymentsCarousel'),
      trust: () => import('./components/TrustBlock'),
      copyright: () => import('./components/FooterBottom'),
      'local-time': () => import(/* webpackMode: "eager" */ './components/SidebarPanels'),
    },
    menuItems: {
      sports: { href: api.site.bettingUrl, when: (ctx) => onBettingHost && bettingAvailable(api.site, api.host, ctx.country) },
    },
    hashTriggers: {
      sport: (runtime) => leaveForBetting(runtime, ''),
      'sport-section': (runtime, section) => leaveForBetting(runtime, section),
    },
  });

  // The browser offers installation once, early: keep the event for the installer banner.
  api.onBoot((runtime) => {
    if (typeof window === 'undefined') return;
    window.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      stateOf(runtime, chromeState).offerInstall(event as InstallPromptEvent);
    });
  });
});

/**
 * `#sport` / `#sport_{section}`: the betting site (its section page), where the sports link itself would show:
 * on hosts that list betting, not for Estonian visitors (spec part 1 §2).
 */
function leaveForBetting(runtime: PluginRuntime, section: string) {
  const bettingUrl = runtime.site.bettingUrl;
  if (typeof window === 'undefined' || !bettingUrl || !bettingAvailable(runtime.site, runtime.host, runtime.country)) return;
  // Left on `window.location` on purpose: this leaves the app for another site (a full page load),
  // which no in-app navigation can do.
  window.location.assign(section ? `${bettingUrl}/${encodeURIComponent(section)}` : bettingUrl);
}
