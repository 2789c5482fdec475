import { DISABLED_PROVIDERS_CAP } from '../../config/limits';
import type { ProvidersConfig } from './providers-config.schema';

/**
 * Which studios a visitor may not see (spec part 1 §6): `providers-config.disabled` maps a provider slug to
 * `"all"` or to country codes; only the first 20 entries count (§5, §9). The one rule: the platform filters
 * its game lists with it and every client plugin that lists games (lobby, category pages, search) hides
 * with it, so both hide the same providers.
 */
export function hiddenProviders(config: ProvidersConfig | null, country: string, bypass = false): Set<string> {
  if (!config || bypass) return new Set();
  const hidden = Object.entries(config.disabled)
    .slice(0, DISABLED_PROVIDERS_CAP)
    .filter(([, countries]) => countries === 'all' || (countries as readonly string[]).includes(country))
    .map(([provider]) => provider);
  return new Set(hidden);
}

/** A loose shape check: fe-config documents are schema-validated on the platform; the client only guards. */
export function asProvidersConfig(document: unknown): ProvidersConfig | null {
  if (typeof document !== 'object' || document === null) return null;
  const disabled = (document as { disabled?: unknown }).disabled;
  return typeof disabled === 'object' && disabled !== null ? (document as ProvidersConfig) : null;
}

/** Search engines see every game (spec §6: bots bypass provider hiding). */
export function isBot(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|bingpreview|lighthouse/i.test(userAgent);
}

export interface ProviderViewer {
  country: string;
  /** The `enableAllProviders` flag: this visitor sees every studio. */
  seesAll?: boolean;
  /** The browser's user agent, where there is one (none on the server). */
  userAgent?: string;
}

/**
 * The providers a client screen hides: the fe-config document as fetched (guarded, not trusted), with the
 * bypasses of §6 (the `enableAllProviders` flag, search engines) applied.
 */
export function providersHiddenFrom(document: unknown, viewer: ProviderViewer): Set<string> {
  const bypass = viewer.seesAll === true || (viewer.userAgent !== undefined && isBot(viewer.userAgent));
  return hiddenProviders(asProvidersConfig(document), viewer.country, bypass);
}
