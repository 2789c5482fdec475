import type { $ZodType } from 'zod/v4/core';
import type { FeatureFlag } from '@config/flags';
import type { SiteLicence } from '@schemas/site/site.schema';
import type { PluginApi } from './plugin-api';

/**
 * What can be known of a plugin without downloading it: the host decides from this alone whether the
 * plugin's chunk is fetched. Lives in `plugins/<id>/manifest.ts`, the only file imported eagerly.
 */
export interface PluginManifest<O = Record<string, unknown>> {
  /** Folder name, i18n namespace, route prefix and log tag. */
  id: string;
  enabledBy?: {
    /** Enabled only while this feature flag is on. */
    flag?: FeatureFlag;
    /** Enabled only when `/api/fe/config/{key}` loads and its `enabled` field is not `false`. */
    feConfig?: string;
    /** Enabled only under these licences. */
    licences?: SiteLicence[];
  };
  /** Plugins that must be enabled too; otherwise this one is skipped. */
  requires?: string[];
  /**
   * Same-origin GETs the plugin makes for a page's first paint, written exactly as the client asks them
   * (`{locale}`: the page's language; `{path}`: the page's path without the locale prefix). The host preloads them with the HTML, so their answers are on the way
   * before any script runs. `on`: only on these paths (locale prefix removed; a trailing `*` matches a
   * prefix); omitted: every page. A gated plugin's requests are not preloaded: only the browser knows if it runs.
   */
  firstPaintRequests?: FirstPaintRequest[];
  /**
   * Options a site may pass (`sites/*.json` → `plugins.<id>`); parsed before setup. A zod/mini or classic zod
   * schema (the core type accepts both; in-tree plugins use zod/mini to keep classic zod out of the bundle).
   */
  options?: $ZodType<O>;
}

export interface FirstPaintRequest {
  url: string;
  on?: string[];
}

export interface PluginModule<O = Record<string, unknown>> {
  manifest: PluginManifest<O>;
  /** Taps hooks only: no network, no timers (those belong in `onBoot`/`onLogin` or in components). */
  setup(api: PluginApi<O>): void;
}

export function defineManifest<O = Record<string, unknown>>(manifest: PluginManifest<O>): PluginManifest<O> {
  return manifest;
}

export function definePlugin<O>(manifest: PluginManifest<O>, setup: (api: PluginApi<O>) => void): PluginModule<O> {
  return { manifest, setup };
}

/** A plugin as the catalog (`plugins/index.ts`) lists it: the manifest (eager) and the entry chunk (lazy). */
export interface PluginCatalogEntry {
  manifest: PluginManifest<never>;
  load: () => Promise<{ default: PluginModule<never> }>;
}

/** Types one catalog line without casts: the manifest and the lazy entry must agree on the options. */
export function catalogEntry<O>(manifest: PluginManifest<O>, load: () => Promise<{ default: PluginModule<O> }>): PluginCatalogEntry {
  return { manifest, load } as unknown as PluginCatalogEntry;
}
