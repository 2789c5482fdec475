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
  variables?: Record<string, Record<string, string>>;
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
    variables: { crypto_bonus: { EUR: '€500', USD: '$540', CAD: 'C$735', AUD: 'A$815', NZD: 'NZ$890', NOK: '5 750 kr', BTC: '0.01 BTC', ETH: '0.2 ETH' } },
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
      welcome_bonus: { EUR: '€1,500', USD: '$1,500', CAD: 'C$2,000', AUD: 'A$2,500', NZD: 'NZ$2,500', NOK: '15 000 kr', BTC: '0.05 BTC' },
      weekly_reload: { EUR: '€300', USD: '$300', CAD: 'C$450', AUD: 'A$500', NZD: 'NZ$500', NOK: '3 000 kr' },
    },
    bannerImage: '/previews/banners/promotions-info.svg',
  },
  'vip-club-info': {
    id: 13,
    categories: ['custom-page', 'top-menu', 'reg-only'],
    layout: 'full-width',
    placeholders: ['#VipClubBanner[]#', '#LevelsSlider[]#', '#VipComparison[]#'],
    placeholdersFirst: true,
    variables: { max_cashback: { EUR: '€5,000', USD: '$5,000', CAD: 'C$7,000', AUD: 'A$8,000', NZD: 'NZ$8,500', NOK: '55 000 kr' } },
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
