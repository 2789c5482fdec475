// Spec part 1 §6: the ten feature flags. Sites set defaults; local storage may override them (/ffc).
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
};

export const FLAG_STORAGE_PREFIX = 'ffc:';
