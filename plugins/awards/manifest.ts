import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

export const awardsOptionsSchema = z.object({
  /** How many awards the footer block shows before "Show all". */
  footerLimit: z._default(z.int().check(z.minimum(1), z.maximum(12)), 4),
});
export type AwardsOptions = z.infer<typeof awardsOptionsSchema>;

export const manifest = defineManifest<AwardsOptions>({ id: 'awards', options: awardsOptionsSchema });

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default manifest;
