import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

export const diagnosticsBeaconOptionsSchema = z.object({
  /**
   * Share of page loads that report (spec part 1 §7 `PUT /performance`, `PUT /network-performance`; the spec gives
   * no rate for them, only 5 % for error traces, §9). Decided: 10 %, enough for percentiles on a busy site; a
   * site may set 0 (off) to 1 (every load).
   */
  sampleRate: z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.1),
});
export type DiagnosticsBeaconOptions = z.infer<typeof diagnosticsBeaconOptionsSchema>;

/**
 * Page timing and network quality, once per page load, for a sample of loads, after the page has loaded and the
 * browser is idle: never in the way of the first paint, never blocking, never retried. Draws nothing.
 */
export const diagnosticsBeaconManifest = defineManifest({
  id: 'diagnostics-beacon',
  options: diagnosticsBeaconOptionsSchema,
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default diagnosticsBeaconManifest;
