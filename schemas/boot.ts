import * as z from 'zod/mini';
import type { SiteConfig } from './site/site.schema';

/**
 * What the host injects into index.html for one request: the site resolved from the Host header
 * (already checked against the site schema at server start).
 */
export const bootDataSchema = z.object({
  site: z.custom<SiteConfig>((value) => typeof value === 'object' && value !== null && 'id' in value),
  host: z.string(),
  /** Plugins that exist in this build (ids), to tell an unknown plugin in a site file from a disabled one. */
  buildId: z.string(),
});
export type BootData = z.infer<typeof bootDataSchema>;
export const BOOT_ELEMENT_ID = 'croupier-boot';
