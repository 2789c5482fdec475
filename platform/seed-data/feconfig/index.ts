import { LOCALES } from '../../../config/locales';
import type { FeConfigKey } from '../../../schemas/feconfig/index';
import { DESERT_BRAND, desertBanners, desertCurrencyConfig, desertFooterConfig } from '../brands/desert';
import { bannersConfigFor } from './banners';
import { menuCategoriesGames, providersConfig } from './catalogue-configs';
import { additionalGifts, disabledBonuses, excludedPromoStags, managePromotionPages, modifyGiftsConfig } from './promo-configs';
import { bettingConfig, currencyConfig, footerConfig, logoConfig, mainWidgetConfig, stagByReferrerName, surveyConfig } from './site-configs';
import { managers, vipAdventures, vipProgramConfig, wheelConfig, wheelConfigSegments } from './vip-configs';

export interface FeConfigSeed {
  key: FeConfigKey | 'managers';
  locale: string; // '' = every locale
  document: unknown;
  /** A brand's own document (platform/brands.ts); absent: the shared one every brand reads. */
  site?: string;
}

/** Every seeded fe-config document; the seed test validates each one against its JSON Schema. */
export function feConfigSeedDocuments(now = new Date()): FeConfigSeed[] {
  const global: [FeConfigSeed['key'], unknown][] = [
    ['stag-by-referrer-name', stagByReferrerName],
    ['survey-config', surveyConfig],
    ['betting-config', bettingConfig],
    ['vip-adventures', vipAdventures],
    ['disabled-bonuses', disabledBonuses],
    ['modify-gifts-config', modifyGiftsConfig],
    ['excluded-promo-stags', excludedPromoStags],
    ['currency-config', currencyConfig],
    ['additional-gifts', additionalGifts],
    ['main-widget-config', mainWidgetConfig],
    ['vip-program-config', vipProgramConfig],
    ['providers-config', providersConfig],
    ['logo-config', logoConfig],
    ['menu-categories-games', menuCategoriesGames],
    ['manage-promotion-pages', managePromotionPages],
    ['wheel-config', wheelConfig],
    ['wheel-config-segments', wheelConfigSegments],
    ['footer-config', footerConfig],
    ['managers', managers],
  ];
  return [
    ...global.map(([key, document]) => ({ key, locale: '', document })),
    ...LOCALES.map((locale) => ({ key: 'banners-config' as const, locale, document: bannersConfigFor(locale, now) })),
    // The Desert Palms brand's own documents (seed-data/brands/desert.ts).
    { site: DESERT_BRAND, key: 'banners-config', locale: 'en', document: desertBanners(now) },
    { site: DESERT_BRAND, key: 'currency-config', locale: '', document: desertCurrencyConfig },
    { site: DESERT_BRAND, key: 'footer-config', locale: '', document: desertFooterConfig },
  ];
}
