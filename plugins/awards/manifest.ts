import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { FOOTER_BLOCKS } from '@schemas/contracts/slots';

export const awardsOptionsSchema = z.object({
  /** How many awards the footer block shows before "Show all". */
  footerLimit: z._default(z.int().check(z.minimum(1), z.maximum(12)), 4),
});
export type AwardsOptions = z.infer<typeof awardsOptionsSchema>;

/** `/awards`, the footer awards block, and the `AwardsList` and `LoadBook` placeholders of CMS text. */
export const awardsManifest = defineManifest({
  id: 'awards',
  options: awardsOptionsSchema,
  contributes: {
    routes: { awards: { path: '/awards', order: 400 } },
    slots: { awards: { slot: FOOTER_BLOCKS, order: 200 } },
    placeholders: { AwardsList: {}, LoadBook: {} },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default awardsManifest;
