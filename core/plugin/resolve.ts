import { safeParse } from 'zod/mini';
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
  options: unknown;
}

export type SkipReason = 'unknown' | 'flag-off' | 'licence' | 'fe-config-off' | 'bad-options' | 'missing-requirement';

export interface ResolveResult {
  enabled: ResolvedPlugin[];
  skipped: { id: string; reason: SkipReason; detail?: string }[];
}

/** Site list ∩ feature flags ∩ fe-config ∩ licence, then requirements (DESIGN §1). Pure: no I/O. */
export function resolvePlugins(input: ResolveInput): ResolveResult {
  const skipped: ResolveResult['skipped'] = [];
  const candidates = new Map<string, ResolvedPlugin>();
  const byId = new Map(input.catalog.map((entry) => [entry.manifest.id, entry]));

  for (const [id, rawOptions] of Object.entries(input.sitePlugins)) {
    const entry = byId.get(id);
    if (!entry) {
      skipped.push({ id, reason: 'unknown' });
      continue;
    }
    const { enabledBy, options } = entry.manifest;
    if (enabledBy?.flag && !input.flags[enabledBy.flag]) skipped.push({ id, reason: 'flag-off' });
    else if (enabledBy?.licences && !enabledBy.licences.includes(input.licence)) skipped.push({ id, reason: 'licence' });
    else if (enabledBy?.feConfig && !input.feConfigOn(enabledBy.feConfig)) skipped.push({ id, reason: 'fe-config-off' });
    else {
      const parsed = options ? safeParse(options, rawOptions ?? {}) : { success: true as const, data: rawOptions ?? {} };
      if (!parsed.success) skipped.push({ id, reason: 'bad-options', detail: parsed.error.issues[0]?.message });
      else candidates.set(id, { entry, options: parsed.data });
    }
  }

  // Drop plugins whose requirements are not enabled, until nothing changes (chains of requirements).
  let changed = true;
  while (changed) {
    changed = false;
    for (const [id, plugin] of candidates) {
      const missing = (plugin.entry.manifest.requires ?? []).find((req) => !candidates.has(req));
      if (missing) {
        candidates.delete(id);
        skipped.push({ id, reason: 'missing-requirement', detail: missing });
        changed = true;
      }
    }
  }

  // Catalog order keeps setup deterministic; contributions are ordered by their own `order`.
  const enabled = input.catalog.filter((e) => candidates.has(e.manifest.id)).map((e) => candidates.get(e.manifest.id)!);
  return { enabled, skipped };
}

/** The fe-config keys the candidate plugins depend on, so boot fetches only those. */
export function feConfigKeysFor(catalog: readonly PluginCatalogEntry[], sitePlugins: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  for (const entry of catalog) {
    const key = entry.manifest.enabledBy?.feConfig;
    if (key && entry.manifest.id in sitePlugins) keys.add(key);
  }
  return [...keys];
}
