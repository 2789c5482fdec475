import type { Banner, BannersConfig } from '../../../schemas/feconfig/banners-config.schema';
import { CRYPTO_CURRENCIES } from '../../../config/currencies';
import { gradient, LIVE } from '../feconfig/banners';
import { footerConfig } from '../feconfig/site-configs';
import { startOfWeekUtc, WEEK_MS } from '../weeks';

/**
 * The Desert Palms brand's own content (issue 24 item 1): what differs from the shared rows every brand reads
 * (platform/brands.ts). Its sites/desert.json offers `en-KW` and `en`; both read these English rows. Amounts are per
 * currency in minor units; the brand's guests see USD (Kuwaiti dinars have three decimals and are not among the
 * demo currencies, so the brand settles in dollars, as many Gulf-facing sites do).
 */
export const DESERT_BRAND = 'desert';


export function desertBanners(now: Date): BannersConfig {
  const weekStart = startOfWeekUtc(now);
  const banners: Banner[] = [
    {
      id: 101,
      frontend_identifier: 'oasis-welcome',
      title: { text: 'Oasis welcome: up to {welcome_bonus}' },
      description: { text: 'A 100% match on your first deposit and 50 free spins on Golden Dunes.' },
      categories: ['slider-index-top'],
      order: { 'slider-index-top': 1 },
      logged: false,
      liveTime: LIVE,
      gradient: gradient('#3a2207', '#8a5a14', '#e8b86d', '#3a2207'),
      button: { name: 'Claim now', url: '/sign-up', type: 'sign-up' },
      secondButton: { name: 'Bonus terms', popup: { title: 'Bonus terms', secondTitle: 'Wagering', desc: 'Bonus wagering x40 within 14 days. 18+. Play responsibly.' } },
      image: '/previews/banners/oasis-welcome.svg',
      variables: { welcome_bonus: { USD: 100_000, EUR: 90_000, BTC: 3_000_000 } },
    },
    {
      id: 102,
      frontend_identifier: 'weekly-spin-race',
      title: { text: 'Weekly Spin Race' },
      description: { text: 'Race the week on every spin: a prize pool of {prize_pool}, paid out every Monday.' },
      categories: ['slider-index-top'],
      order: { 'slider-index-top': 2 },
      liveTime: LIVE,
      gradient: gradient('#0b2e2b', '#13524c', '#2bb3a3', '#0b2e2b'),
      button: { name: 'Race now', url: '/tournaments/weekly-spin-race', type: 'tournaments', frontendIdentifier: 'weekly-spin-race' },
      image: '/previews/banners/desert-spin-race.svg',
      variables: { prize_pool: { USD: 1_100_000, EUR: 1_000_000 } },
      // The race's own week (platform/modules/tournaments/seed.ts): the platform rolls it on each Monday.
      timer: { start_at: new Date(weekStart).toISOString(), end_at: new Date(weekStart + WEEK_MS).toISOString(), repeat_every_seconds: WEEK_MS / 1000 },
    },
    {
      id: 103,
      frontend_identifier: 'desert-nights-live',
      title: { text: 'Desert Nights live tables' },
      description: { text: 'Roulette, blackjack and baccarat with real dealers, open around the clock.' },
      categories: ['slider-index-top'],
      order: { 'slider-index-top': 3 },
      liveTime: LIVE,
      gradient: gradient('#1b1030', '#3b1f5c', '#b06ab3', '#1b1030'),
      button: { name: 'Take a seat', url: '/live', type: 'link' },
      image: '/previews/banners/desert-nights.svg',
    },
  ];
  return { locale: 'en', autoplayMs: 9_000, banners };
}

export const desertCurrencyConfig = {
  default: 'USD',
  fiat: ['USD', 'EUR', 'GBP'],
  crypto: CRYPTO_CURRENCIES.filter((c) => ['BTC', 'ETH', 'USDT'].includes(c)),
  byCountry: { KW: 'USD', AE: 'USD', SA: 'USD', QA: 'USD', BH: 'USD', OM: 'USD', GB: 'GBP', DE: 'EUR' },
  hiddenForCountries: {},
};

export const desertNotices = [
  { message: 'Weekly Spin Race: {prize_pool} shared every Monday.', icon: 'trophy', link: { text: 'Race', path: '/tournaments' }, variables: { prize_pool: { USD: 1_100_000, EUR: 1_000_000 } } },
  { message: 'Live tables are open 24/7 at Desert Nights.', icon: 'rocket', link: { text: 'Play live', path: '/live' } },
  { message: 'Keep it fun: set a session or deposit limit in your profile.', icon: 'shield', link: null },
];

/** The operator's wording for this brand, over the shared overrides (keys with dots, as operators write them). */
export const desertTranslationOverrides: Record<string, Record<string, string>> = {
  lobby: { 'category.top': 'Oasis favourites' },
};

export const desertFooterConfig = {
  ...footerConfig,
  socials: [
    { name: 'instagram', url: 'https://instagram.com/desertpalms.demo', icon: 'instagram' },
    { name: 'x', url: 'https://x.com/desertpalms_demo', icon: 'x' },
    { name: 'telegram', url: 'https://t.me/desertpalms_demo', icon: 'telegram' },
  ],
  contacts: { email: 'care@desertpalms.casino', phone: '+971 4 000 0000' },
};
