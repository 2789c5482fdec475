import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { HEADER_NOTICE } from '@schemas/contracts/slots';

export const noticesOptionsSchema = z.object({
  /**
   * Spec §6 says tester groups (21, 916) "enable notices". Decided: a site lists such groups here to show the
   * strip only to them; empty (the default) shows it to everyone.
   */
  audienceGroups: z._default(z.array(z.int()), []),
  /** How long each idle title stays before the next one (the spec gives only the 2 s start delay). */
  idleTitleStepMs: z._default(z.int().check(z.minimum(500)), 2_000),
});
export type NoticesOptions = z.infer<typeof noticesOptionsSchema>;

/** The header notice strip (the latest CMS notice) and the idle tab title. */
export const noticesManifest = defineManifest({
  id: 'notices',
  options: noticesOptionsSchema,
  firstPaintRequests: [{ url: '/api/notices?l={locale}' }],
  contributes: {
    // Shown to everyone, or only to the site's `audienceGroups` (a live `when` bound in setup).
    slots: {
      'latest-notice': { slot: HEADER_NOTICE, order: 100 },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default noticesManifest;
