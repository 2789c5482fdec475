import * as z from 'zod/mini';
import type { FeatureFlag } from '../config/flags';
import type { SiteConfig, SiteLicence } from './site/site.schema';

/**
 * What the host injects into index.html for one request: the site resolved from the Host header
 * (already checked against the site schema at server start).
 */
export const bootDataSchema = z.object({
  site: z.custom<SiteConfig>((value) => typeof value === 'object' && value !== null && 'id' in value),
  host: z.string(),
  /** Plugins that exist in this build (ids), to tell an unknown plugin in a site file from a disabled one. */
  buildId: z.string(),
  /**
   * The heads of the site's plugins (`PluginHead`: id, gates, requirements), read by the host from their
   * manifests: the browser decides which plugins run without downloading a manifest.
   */
  plugins: z.array(
    z.object({
      id: z.string(),
      enabledBy: z.optional(
        z.object({
          flag: z.optional(z.custom<FeatureFlag>((value) => typeof value === 'string')),
          feConfig: z.optional(z.string()),
          licences: z.optional(z.array(z.custom<SiteLicence>((value) => typeof value === 'string'))),
        }),
      ),
      requires: z.optional(z.array(z.string())),
    }),
  ),
  /**
   * Plugins of the site that start right after the first paint, not before it (the host's reading of their
   * manifests, `core/plugin/first-paint.ts`), with their route patterns and CMS placeholder names: a navigation to one
   * of the routes, or a page showing one of the placeholders, starts them at once.
   * Absent (tests, older hosts): every plugin starts before the first render.
   */
  deferred: z.optional(z.array(z.object({ id: z.string(), routes: z.array(z.string()), placeholders: z.array(z.string()) }))),
  /**
   * The host runs with its demo aids (`CROUPIER_MODE=demo`): the feature-flag screen `/ffc` is open to everyone then;
   * in production only to testers (issue 24 item 13).
   */
  demoAids: z.optional(z.boolean()),
  /** One script with the ungated deferred plugins' entry chunks (a request instead of one per plugin). */
  deferredScript: z.optional(z.string()),
  /**
   * Guest mode's base path (spec part 1 §2, `/guest`) when the page was asked under it: the browser's navigation
   * keeps it in the address bar while the router sees the same paths as without it.
   */
  basePath: z.optional(z.string()),
  /**
   * The page was drawn on the server (issue 14): when, for which device, the values its blocks read while rendering
   * (`useLoaded`, by key) and the answers of the read calls its boot made (`core/api/answer-book.ts`). The browser
   * hydrates with them: the same markup, no request for what the page already shows.
   */
  rendered: z.optional(
    z.object({
      at: z.number(),
      device: z.enum(['desktop', 'mobile']),
      loaded: z.record(z.string(), z.unknown()),
      /** Keys of `loaded` whose value is a block's state for a failed read: drawn the same, asked again on a later mount. */
      failed: z.optional(z.array(z.string())),
      answers: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type BootData = z.infer<typeof bootDataSchema>;
export const BOOT_ELEMENT_ID = 'croupier-boot';
