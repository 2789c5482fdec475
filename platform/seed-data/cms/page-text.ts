/**
 * The shape of a locale's CMS prose. Pages are written as blocks rather than HTML so translators see
 * text only; render-page.ts turns them into the HTML the client sanitises. `raw` blocks carry
 * placeholders (#Component[…]#) verbatim.
 */
export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { faq: [question: string, answer: string][] }
  | { raw: string };

export interface PageText {
  title: string;
  description: string;
  keywords: string;
  blocks: Block[];
}

export const STATIC_SLUGS = [
  'privacy-policy',
  'cookie-policy',
  'terms-and-conditions',
  'general-rules',
  'awards',
  'responsible-gaming',
  'benefits-of-crypto',
  'support',
  'sportsbook-terms',
  'about-us',
  'faq',
  'promotions-info',
  'vip-club-info',
] as const;
export type StaticSlug = (typeof STATIC_SLUGS)[number];

export const SEO_SLUGS = ['top-games', 'new-games', 'live-casino', 'jackpot-games', 'table-games'] as const;
export type SeoSlug = (typeof SEO_SLUGS)[number];

export type LicenceVariant = 'AU' | 'CW' | 'EE';

export interface LocaleTexts {
  pages: Record<StaticSlug, PageText>;
  /** Extra section appended to terms-and-conditions and responsible-gaming per licence variant. */
  licence: Record<LicenceVariant, { heading: string; paragraphs: string[] }>;
  /** SEO category pages: a name per page and a paragraph template using `{name}`. */
  seo: { names: Record<SeoSlug, string>; title: string; intro: string; body: string; description: string };
}
