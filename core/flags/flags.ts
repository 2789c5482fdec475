import { proxy } from 'valtio';
import { FEATURE_FLAGS, FLAG_DEFAULTS, FLAG_STORAGE_PREFIX, type FeatureFlag, type FeatureFlags } from '@config/flags';

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Site defaults, then local-storage overrides (spec part 1 §6); `/ffc` edits the overrides. */
export function resolveFlags(siteDefaults: Partial<FeatureFlags> | undefined, storage: FlagStorage | null): FeatureFlags {
  const flags: FeatureFlags = { ...FLAG_DEFAULTS, ...siteDefaults };
  for (const flag of FEATURE_FLAGS) {
    const override = readOverride(storage, flag);
    if (override !== null) flags[flag] = override;
  }
  return flags;
}

export function readOverride(storage: FlagStorage | null, flag: FeatureFlag): boolean | null {
  const raw = storage?.getItem(FLAG_STORAGE_PREFIX + flag);
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

export function createFlagStore(siteDefaults: Partial<FeatureFlags> | undefined, storage: FlagStorage | null) {
  const state = proxy({ values: resolveFlags(siteDefaults, storage) });
  return {
    state,
    /** `null` removes the override and returns to the site's default. */
    setOverride(flag: FeatureFlag, value: boolean | null) {
      if (value === null) storage?.removeItem(FLAG_STORAGE_PREFIX + flag);
      else storage?.setItem(FLAG_STORAGE_PREFIX + flag, String(value));
      state.values = resolveFlags(siteDefaults, storage);
    },
    override: (flag: FeatureFlag) => readOverride(storage, flag),
    siteDefault: (flag: FeatureFlag) => ({ ...FLAG_DEFAULTS, ...siteDefaults })[flag],
  };
}
export type FlagStore = ReturnType<typeof createFlagStore>;

/** Whether any flag is overridden in this browser (a tester's `/ffc` choices). */
export function hasFlagOverrides(storage: FlagStorage | null): boolean {
  return FEATURE_FLAGS.some((flag) => readOverride(storage, flag) !== null);
}
