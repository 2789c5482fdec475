import type { FeatureFlags } from '@config/flags';
import type { SiteLicence } from '@schemas/site/site.schema';
import type { PluginCatalogEntry } from './define';
import type { PluginStatus } from './registry';

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

/** Why boot leaves a plugin out before loading it; `not-listed`: in the build's catalog, not in the site file. */
export type SkipReason = 'unknown' | 'not-listed' | 'flag-off' | 'licence' | 'fe-config-off' | 'missing-requirement';

/** Why a plugin that resolved did not start (the host's failed statuses, core/plugin/host.ts). */
export type StartFailure = 'load-failed' | 'bad-options' | 'setup-failed';

export type DisabledReason = SkipReason | StartFailure;

/**
 * A plugin the runtime does not run, with why (`runtime.states.disabled`). `detail` names what decided it: the flag,
 * the fe-config key, the licences allowed (`EE|MT`), the missing plugin, the error setup threw.
 */
export interface DisabledPlugin {
  id: string;
  reason: DisabledReason;
  detail?: string;
}

export interface ResolveResult {
  enabled: ResolvedPlugin[];
  skipped: (DisabledPlugin & { reason: SkipReason })[];
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
    if (enabledBy?.flag && !input.flags[enabledBy.flag]) skipped.push({ id, reason: 'flag-off', detail: enabledBy.flag });
    else if (enabledBy?.licences && !enabledBy.licences.includes(input.licence)) skipped.push({ id, reason: 'licence', detail: enabledBy.licences.join('|') });
    else if (enabledBy?.feConfig && !input.feConfigOn(enabledBy.feConfig)) skipped.push({ id, reason: 'fe-config-off', detail: enabledBy.feConfig });
    else candidates.set(id, { entry, rawOptions: rawOptions ?? {} });
  }
  // What the build has but the site does not list: recorded too, so "why is X off" has an answer for every plugin.
  for (const entry of input.catalog) {
    if (!(entry.head.id in input.sitePlugins)) skipped.push({ id: entry.head.id, reason: 'not-listed' });
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

/**
 * A failed start as a disabled plugin, or `null` for a running one. The host's status says `load` (the entry chunk
 * did not arrive), `bad-options` (the site's options fail the manifest's schema) or the message setup threw.
 */
export function startFailureOf(status: PluginStatus): DisabledPlugin | null {
  if (status.state !== 'failed') return null;
  if (status.error === 'load') return { id: status.id, reason: 'load-failed' };
  if (status.error === 'bad-options') return { id: status.id, reason: 'bad-options' };
  return { id: status.id, reason: 'setup-failed', ...(status.error ? { detail: status.error } : {}) };
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
