// Spec part 1 §6: the ten feature flags, plus `enableLotteries` (spec part 2 §2: "the lotteries tab is guarded by a
// feature flag and falls back to the all tab"; none of the ten names it). Sites set defaults; local storage may
// override them (/ffc).
export const FEATURE_FLAGS = [
  'enableTechWork',
  'disableWWW',
  'enablePromoBannerInEnterButton',
  'enableConpoints',
  'enableABReg',
  'enableMysticJackpots',
  'enableTestQuests',
  'showAllWidgets',
  'enableAllProviders',
  'socialAuth',
  'enableLotteries',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const FLAG_DEFAULTS: FeatureFlags = {
  enableTechWork: false,
  disableWWW: false,
  enablePromoBannerInEnterButton: false,
  enableConpoints: false,
  enableABReg: false,
  enableMysticJackpots: false,
  enableTestQuests: false,
  showAllWidgets: false,
  enableAllProviders: false,
  socialAuth: true,
  // On by default: the lottery tab, page, sidebar entry and ticket balance show unless a site or /ffc turns them off.
  enableLotteries: true,
};

export const FLAG_STORAGE_PREFIX = 'ffc:';
