import { additionalGiftsSchema, disabledBonusesSchema, excludedPromoStagsSchema, managePromotionPagesSchema, modifyGiftsConfigSchema } from './promotions.schema';
import { bannersConfigSchema } from './banners-config.schema';
import { menuCategoriesGamesSchema } from './menu-categories-games.schema';
import { providersConfigSchema } from './providers-config.schema';
import { bettingConfigSchema, currencyConfigSchema, footerConfigSchema, logoConfigSchema, mainWidgetConfigSchema, stagByReferrerNameSchema, surveyConfigSchema } from './site-widgets.schema';
import { managersConfigSchema, vipAdventuresSchema, vipProgramConfigSchema } from './vip.schema';
import { wheelConfigSchema, wheelConfigSegmentsSchema } from './wheel.schema';

/**
 * Every document readable at `GET /api/fe/config/{key}` (spec part 1 §7, plus `footer-config`), with
 * its JSON Schema. `banners-config` is stored per locale; the rest are locale-independent.
 */
export const FE_CONFIG_SCHEMAS = {
  'stag-by-referrer-name': stagByReferrerNameSchema,
  'survey-config': surveyConfigSchema,
  'betting-config': bettingConfigSchema,
  'vip-adventures': vipAdventuresSchema,
  'disabled-bonuses': disabledBonusesSchema,
  'modify-gifts-config': modifyGiftsConfigSchema,
  'excluded-promo-stags': excludedPromoStagsSchema,
  'currency-config': currencyConfigSchema,
  'additional-gifts': additionalGiftsSchema,
  'main-widget-config': mainWidgetConfigSchema,
  'vip-program-config': vipProgramConfigSchema,
  'providers-config': providersConfigSchema,
  'logo-config': logoConfigSchema,
  'menu-categories-games': menuCategoriesGamesSchema,
  'manage-promotion-pages': managePromotionPagesSchema,
  'banners-config': bannersConfigSchema,
  'wheel-config': wheelConfigSchema,
  'wheel-config-segments': wheelConfigSegmentsSchema,
  'footer-config': footerConfigSchema,
} as const;

export type FeConfigKey = keyof typeof FE_CONFIG_SCHEMAS;
export const FE_CONFIG_KEYS = Object.keys(FE_CONFIG_SCHEMAS) as FeConfigKey[];
export const LOCALISED_FE_CONFIG_KEYS: readonly FeConfigKey[] = ['banners-config'];

/** Internal documents: stored and validated like the others, but only reachable through their own calls. */
export const INTERNAL_FE_CONFIG_SCHEMAS = { managers: managersConfigSchema } as const;

export function isFeConfigKey(key: string): key is FeConfigKey {
  return Object.prototype.hasOwnProperty.call(FE_CONFIG_SCHEMAS, key);
}
