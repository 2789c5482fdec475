import type { FeatureFlags } from '@config/flags';
import type { SiteLicence } from '@schemas/site/site.schema';
import type { PluginCatalogEntry } from './define';

export interface ResolveInput {
  catalog: readonly PluginCatalogEntry[];
  /** `sites/<id>.json` → `plugins`: enabled ids with their raw options. */
  sitePlugins: Record<string, Record<string, unknown>>;
  flags: FeatureFlags;
  licence: SiteLicence;
  /** Whether an fe-config key is on; called only for plugins that name one. */
  feConfigOn: (key: string) => boolean;
}

export interface ResolvedPlugin {
  entry: PluginCatalogEntry;
  /** The site's options as written; parsed with the manifest's schema once the entry chunk is loaded (host.ts). */
  rawOptions: Record<string, unknown>;
}

export type SkipReason = 'unknown' | 'flag-off' | 'licence' | 'fe-config-off' | 'missing-requirement';

export interface ResolveResult {
  enabled: ResolvedPlugin[];
  skipped: { id: string; reason: SkipReason; detail?: string }[];
}

/** Site list ∩ feature flags ∩ fe-config ∩ licence, then requirements (DESIGN §1). Pure: no I/O. */
export function resolvePlugins(input: ResolveInput): ResolveResult {
  const skipped: ResolveResult['skipped'] = [];
  const candidates = new Map<string, ResolvedPlugin>();
  const byId = new Map(input.catalog.map((entry) => [entry.head.id, entry]));

  for (const [id, rawOptions] of Object.entries(input.sitePlugins)) {
    const entry = byId.get(id);
    if (!entry) {
      skipped.push({ id, reason: 'unknown' });
      continue;
    }
    const { enabledBy } = entry.head;
    if (enabledBy?.flag && !input.flags[enabledBy.flag]) skipped.push({ id, reason: 'flag-off' });
    else if (enabledBy?.licences && !enabledBy.licences.includes(input.licence)) skipped.push({ id, reason: 'licence' });
    else if (enabledBy?.feConfig && !input.feConfigOn(enabledBy.feConfig)) skipped.push({ id, reason: 'fe-config-off' });
    else candidates.set(id, { entry, rawOptions: rawOptions ?? {} });
  }

  // Drop plugins whose requirements are not enabled, until nothing changes (chains of requirements).
  let changed = true;
  while (changed) {
    changed = false;
    for (const [id, plugin] of candidates) {
      const missing = (plugin.entry.head.requires ?? []).find((req) => !candidates.has(req));
      if (missing) {
        candidates.delete(id);
        skipped.push({ id, reason: 'missing-requirement', detail: missing });
        changed = true;
      }
    }
  }

  // Catalog order keeps setup deterministic; contributions are ordered by their own `order`.
  const enabled = input.catalog.filter((e) => candidates.has(e.head.id)).map((e) => candidates.get(e.head.id)!);
  return { enabled, skipped };
}

/** The fe-config keys the candidate plugins depend on, so boot fetches only those. */
export function feConfigKeysFor(catalog: readonly PluginCatalogEntry[], sitePlugins: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  for (const entry of catalog) {
    const key = entry.head.enabledBy?.feConfig;
    if (key && entry.head.id in sitePlugins) keys.add(key);
  }
  return [...keys];
}
