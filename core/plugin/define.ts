import type { $ZodType } from 'zod/v4/core';
import type { FeatureFlag } from '@config/flags';
import type { SiteLicence } from '@schemas/site/site.schema';
import type { ContributesBlock } from './declarations';
import type { PluginApi } from './plugin-api';

/**
 * Everything a plugin declares, as data: `plugins/<id>/manifest.ts`. Its head (`PluginHead`: id, gates,
 * requirements) decides whether the plugin's chunk is fetched; the host reads the manifests and sends the heads
 * of a site's plugins with the page, so the browser decides without downloading any manifest. The rest (options,
 * contributions) travels with the plugin's entry chunk.
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
   * Start with the page even if nothing of the plugin is drawn in the first paint, because its boot taps read the
   * landing address (tracking parameters). Otherwise a plugin that draws nothing on every page starts right after the
   * first paint (`core/plugin/first-paint.ts`).
   */
  startsWithPage?: boolean;
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
  /**
   * Everything the plugin adds, as data (`core/plugin/declarations.ts`): readable here without running the
   * plugin; `setup` binds the loaders and handlers to these keys. Orders follow `config/contribution-order.ts`.
   */
  contributes?: ContributesBlock;
}

/** Any plugin's manifest, whatever its options. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- options differ per plugin; each plugin's own code keeps its type
export type AnyManifest = PluginManifest<any>;

/** The options type of a manifest, from its schema. */
export type OptionsOf<M> = M extends PluginManifest<infer O> ? (unknown extends O ? Record<string, unknown> : O) : Record<string, unknown>;

export interface FirstPaintRequest {
  url: string;
  on?: string[];
}

// The default (`any`) lets a list hold plugins with different manifests; each plugin's own `definePlugin` keeps its exact type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface PluginModule<M extends AnyManifest = any> {
  manifest: M;
  /** Binds code to the manifest's contributions and taps lifecycle: no network, no timers (those belong in `onBoot`/`onLogin` or in components). */
  setup(api: PluginApi<M>): void;
}

/** `const` keeps the contribution keys literal, so `api.implement` can demand exactly them. */
export function defineManifest<O = Record<string, unknown>, const C extends ContributesBlock | undefined = undefined>(
  manifest: Omit<PluginManifest<O>, 'contributes'> & { contributes?: C },
): Omit<PluginManifest<O>, 'contributes'> & { contributes: C } {
  return manifest as Omit<PluginManifest<O>, 'contributes'> & { contributes: C };
}

export function definePlugin<M extends AnyManifest>(manifest: M, setup: (api: PluginApi<M>) => void): PluginModule<M> {
  return { manifest, setup };
}

/** What decides whether a plugin runs, known before its code is downloaded (JSON: the host sends it in the page). */
export type PluginHead = Pick<PluginManifest<unknown>, 'id' | 'enabledBy' | 'requires'>;

/** The head of a manifest, as the host sends it. */
export function headOf(manifest: AnyManifest): PluginHead {
  const { id, enabledBy, requires } = manifest;
  return { id, ...(enabledBy ? { enabledBy } : {}), ...(requires ? { requires } : {}) };
}

/** A plugin as the runtime gets it: its head (from the page's boot data) and its entry chunk (lazy). */
export interface PluginCatalogEntry {
  head: PluginHead;
  load: () => Promise<{ default: PluginModule }>;
}

/** Types one catalog line without casts: the manifest and the lazy entry must agree on the options. */
export function catalogEntry<M extends AnyManifest>(manifest: M, load: () => Promise<{ default: PluginModule<M> }>): PluginCatalogEntry {
  return { head: headOf(manifest), load } as unknown as PluginCatalogEntry;
}
