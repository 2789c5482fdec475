import { CRYPTO_CURRENCIES } from '../../../config/currencies';
import { PAYMENT_METHODS } from '../payment-methods';

/** Demo documents for site-wide fe-config keys (shapes in schemas/feconfig/site-widgets.schema.ts). */
export const stagByReferrerName = {
  referrers: [
    { name: 'google', match: 'google.', stag: 'seo_google', affb_id: '241' },
    { name: 'bing', match: 'bing.com', stag: 'seo_bing', affb_id: '241' },
    { name: 'yahoo', match: 'search.yahoo.', stag: 'seo_yahoo', affb_id: '241' },
    { name: 'duckduckgo', match: 'duckduckgo.com', stag: 'seo_ddg', affb_id: '241' },
  ],
};

export const surveyConfig = { survey_id: 'demo-survey-2026', survey_collector_id: 'collector-main', is_enable_widget: true };

export const bettingConfig = {
  enabled: true,
  url: 'https://sport.croupier.dev',
  hosts: ['localhost', 'croupier.dev', 'www.croupier.dev'],
  disabledCountries: ['EE'],
};

export const currencyConfig = {
  default: 'EUR',
  fiat: ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'NOK', 'JPY', 'BRL', 'KZT'],
  crypto: CRYPTO_CURRENCIES.filter((c) => ['BTC', 'ETH', 'BCH', 'LTC', 'DOG', 'USDT'].includes(c)),
  byCountry: { CA: 'CAD', AU: 'AUD', NZ: 'NZD', NO: 'NOK', DE: 'EUR', AT: 'EUR', IT: 'EUR', EE: 'EUR', US: 'USD', JP: 'JPY', BR: 'BRL', KZ: 'KZT' },
  hiddenForCountries: { BRL: ['CA', 'AU'] },
};

export const mainWidgetConfig = {
  widgets: [
    { id: 'rocket-mart', enabled: true, order: 1, link: '/rocket-mart', icon: 'shop' },
    { id: 'wheel', enabled: true, order: 2, link: '/rocketmart-wheel', icon: 'wheel' },
    { id: 'adventures', enabled: true, order: 3, link: '/aquanova-odyssey', icon: 'map', testersOnly: true, groups: [759] },
    { id: 'quests', enabled: true, order: 4, link: '/action', icon: 'flag' },
    { id: 'activity-hub', enabled: true, order: 5, link: '/aquanova-odyssey', icon: 'hub' },
  ],
};

export const logoConfig = {
  default: { src: '/previews/banners/croupier-logo.svg', srcMobile: '/previews/banners/croupier-logo-mobile.svg', alt: 'Croupier' },
  seasonal: [
    { from: '12-01', to: '12-31', src: '/previews/banners/croupier-logo-winter.svg' },
    { from: '10-25', to: '10-31', src: '/previews/banners/croupier-logo-halloween.svg' },
  ],
};

/** Footer socials and payment logos: our `footer-config` key (decided: operators edit it like other documents). */
export const footerConfig = {
  socials: [
    { name: 'instagram', url: 'https://instagram.com/croupier.demo', icon: 'instagram' },
    { name: 'x', url: 'https://x.com/croupier_demo', icon: 'x' },
    { name: 'telegram', url: 'https://t.me/croupier_demo', icon: 'telegram' },
    { name: 'youtube', url: 'https://youtube.com/@croupierdemo', icon: 'youtube' },
    { name: 'facebook', url: 'https://facebook.com/croupier.demo', icon: 'facebook' },
  ],
  payments: PAYMENT_METHODS.map(({ name, label, hiddenForLocales, hiddenForCountries }) => ({
    name,
    label,
    logo: `/previews/payments/${name}.svg`,
    ...(hiddenForLocales ? { hiddenForLocales } : {}),
    ...(hiddenForCountries ? { hiddenForCountries } : {}),
  })),
  contacts: { email: 'support@croupier.dev', phone: '+356 2778 0000' },
  partnerLogo: '/previews/banners/partner-program.svg',
};
