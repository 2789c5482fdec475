import type { CmsPageCategory } from '../../../schemas/wire/cms';
import type { LicenceVariant, SeoSlug, StaticSlug } from './page-text';

/**
 * Where each page sits (categories, layout, path), which live blocks it embeds, and its per-currency
 * `{variables}`. Prose is per locale in text-*.ts; this file is the same for every locale.
 */
export interface PageDefinition {
  id: number;
  categories: CmsPageCategory[];
  layout: 'static' | 'full-width' | 'seo';
  /** Placeholders placed after the prose (before it when `placeholdersFirst`). */
  placeholders?: string[];
  placeholdersFirst?: boolean;
  /** Per currency an amount in minor units (formatted by the client in the reader's locale) or a text. */
  variables?: Record<string, Record<string, string | number>>;
  licenceVariants?: LicenceVariant[];
  bannerImage?: string;
}

export const PAGE_DEFINITIONS: Record<StaticSlug, PageDefinition> = {
  'privacy-policy': { id: 1, categories: ['bottom-menu-help', 'page'], layout: 'static' },
  'cookie-policy': { id: 2, categories: ['bottom-menu-help', 'page'], layout: 'static' },
  'terms-and-conditions': { id: 3, categories: ['bottom-menu-help', 'page'], layout: 'static', placeholders: ['#TermsDownload[file=terms-and-conditions]#'], licenceVariants: ['AU', 'CW', 'EE'] },
  'general-rules': { id: 4, categories: ['bottom-menu-help', 'page'], layout: 'static', placeholders: ['#LoadBook[book=rules]#'] },
  awards: { id: 5, categories: ['bottom-menu', 'page'], layout: 'static', placeholders: ['#AwardsList[]#'] },
  'responsible-gaming': { id: 6, categories: ['bottom-menu-help', 'page'], layout: 'static', placeholders: ['#LoadBook[book=responsible-gaming]#'], licenceVariants: ['AU', 'CW', 'EE'] },
  'benefits-of-crypto': {
    id: 7,
    categories: ['bottom-menu', 'page'],
    layout: 'full-width',
    placeholders: ['#PaymentMethods[type=crypto]#', '#SignUpDepositButton[]#'],
    variables: { crypto_bonus: { EUR: 50_000, USD: 54_000, CAD: 73_500, AUD: 81_500, NZD: 89_000, NOK: 575_000, BTC: 1_000_000, ETH: 20_000_000 } },
    bannerImage: '/previews/banners/benefits-of-crypto.svg',
  },
  support: { id: 8, categories: ['bottom-menu-help', 'page'], layout: 'static', placeholders: ['#LiveChatButton[]#', '#ContactForm[]#'] },
  'sportsbook-terms': { id: 9, categories: ['bottom-menu-help', 'page'], layout: 'static' },
  'about-us': { id: 10, categories: ['bottom-menu', 'page'], layout: 'static', placeholders: ['#AwardsList[limit=3]#', '#GameRow[collection=top]#'] },
  faq: { id: 11, categories: ['bottom-menu-help', 'page'], layout: 'static', placeholders: ['#LiveChatButton[]#'] },
  'promotions-info': {
    id: 12,
    categories: ['custom-page', 'top-menu'],
    layout: 'full-width',
    placeholders: ['#PromoSlider[]#', '#GameRow[collection=top]#', '#DepositGifts[]#'],
    placeholdersFirst: true,
    variables: {
      welcome_bonus: { EUR: 150_000, USD: 150_000, CAD: 200_000, AUD: 250_000, NZD: 250_000, NOK: 1_500_000, BTC: 5_000_000 },
      weekly_reload: { EUR: 30_000, USD: 30_000, CAD: 45_000, AUD: 50_000, NZD: 50_000, NOK: 300_000 },
    },
    bannerImage: '/previews/banners/promotions-info.svg',
  },
  'vip-club-info': {
    id: 13,
    categories: ['custom-page', 'top-menu', 'reg-only'],
    layout: 'full-width',
    placeholders: ['#VipClubBanner[]#', '#LevelsSlider[]#', '#VipComparison[]#'],
    placeholdersFirst: true,
    variables: { max_cashback: { EUR: 500_000, USD: 500_000, CAD: 700_000, AUD: 800_000, NZD: 850_000, NOK: 5_500_000 } },
    bannerImage: '/previews/banners/vip-club.svg',
  },
};

/** SEO texts shown under category pages; `path` is the category route they describe. */
export const SEO_DEFINITIONS: Record<SeoSlug, { id: number; path: string; collection: string }> = {
  'top-games': { id: 101, path: '/pokies/top', collection: 'top' },
  'new-games': { id: 102, path: '/pokies/new', collection: 'new' },
  'live-casino': { id: 103, path: '/live/all', collection: 'live' },
  'jackpot-games': { id: 104, path: '/pokies/jackpots', collection: 'jackpots' },
  'table-games': { id: 105, path: '/categories/table-games', collection: 'table' },
};

/** Licence variants get their own ids so the client can key caches by id. */
export const VARIANT_ID_OFFSET: Record<LicenceVariant, number> = { AU: 1000, CW: 2000, EE: 3000 };
