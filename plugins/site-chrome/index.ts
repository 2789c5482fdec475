import { definePlugin } from '@core/index';
import { bettingAvailable } from './chrome-rules';
import { CHROME_CONTEXT } from './context';
import { manifest } from './manifest';
import { createChromeStore, type InstallPromptEvent } from './store';

/** Footer contacts, carousels, trust and copyright; sidebar local time and installer; the sports link. */
export default definePlugin(manifest, (api) => {
  // The API client and its wire schemas load with the footer's first request, not with this entry.
  const store = createChromeStore(() => import(/* webpackMode: "eager" */ './api').then(({ chromeApiOf }) => chromeApiOf(api.runtime)));
  api.expose(CHROME_CONTEXT, { store, options: api.options });

  api.addSlot({ slot: 'footer.columns', id: 'contacts', order: 100, load: () => import('./components/FooterContacts') });
  api.addSlot({ slot: 'footer.blocks', id: 'promo-row', order: 100, load: () => import('./components/FooterPromoRow') });
  api.addSlot({ slot: 'footer.blocks', id: 'providers', order: 300, load: () => import('./components/ProvidersCarousel') });
  api.addSlot({ slot: 'footer.blocks', id: 'payments', order: 400, load: () => import('./components/PaymentsCarousel') });
  api.addSlot({ slot: 'footer.blocks', id: 'trust', order: 900, load: () => import('./components/TrustBlock') });
  api.addSlot({ slot: 'footer.bottom', id: 'copyright', order: 900, load: () => import('./components/FooterBottom') });
  api.addSlot({ slot: 'sidebar.panels', id: 'local-time', order: 100, load: () => import(/* webpackMode: "eager" */ './components/SidebarPanels') });

  // Host is known at setup; the country may change with the profile, so it is read at render time.
  const onBettingHost = bettingAvailable(api.site, api.runtime.host, '');
  api.addMenuItem({
    menu: 'header',
    id: 'sports',
    order: 400,
    labelKey: 'site-chrome:nav.sports',
    icon: 'sport',
    href: api.site.bettingUrl,
    when: (ctx) => onBettingHost && bettingAvailable(api.site, api.runtime.host, ctx.country),
  });

  // The browser offers installation once, early: keep the event for the installer banner.
  api.onBoot(() => {
    if (typeof window === 'undefined') return;
    window.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      store.offerInstall(event as InstallPromptEvent);
    });
  });
});
