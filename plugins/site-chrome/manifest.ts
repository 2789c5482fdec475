import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { FOOTER_BLOCKS, FOOTER_BOTTOM, FOOTER_COLUMNS, SIDEBAR_PANELS } from '@schemas/contracts/slots';

/** A same-site path. */
const sitePath = z.string().check(z.startsWith('/'));

export const siteChromeOptionsSchema = z.object({
  /**
   * Spec part 1 §6: "two specific group ids change the copyright text". Decided: players in these groups
   * are served by the partner operator, so the footer names it (message `copyright.partner`).
   */
  copyrightGroups: z._default(z.array(z.int()), [1301, 1302]),
  /** Payments carousel target: the cashbox dashboard (part 2 §2 `cashboxDashboard`). */
  paymentsLink: z._default(sitePath, '/dashboard'),
  /** Provider pages: `/producers/{slug}` (spec part 1 §2). */
  providerPath: z._default(sitePath, '/producers/'),
  providersLimit: z._default(z.int().check(z.minimum(1), z.maximum(100)), 30),
});
export type SiteChromeOptions = z.infer<typeof siteChromeOptionsSchema>;

/** Footer contacts, carousels, trust and copyright; sidebar local time and installer; the sports link and hashes. */
export const siteChromeManifest = defineManifest({
  id: 'site-chrome',
  options: siteChromeOptionsSchema,
  contributes: {
    slots: {
      contacts: { slot: FOOTER_COLUMNS, order: 100 },
      'promo-row': { slot: FOOTER_BLOCKS, order: 100 },
      providers: { slot: FOOTER_BLOCKS, order: 300 },
      payments: { slot: FOOTER_BLOCKS, order: 400 },
      trust: { slot: FOOTER_BLOCKS, order: 900 },
      copyright: { slot: FOOTER_BOTTOM, order: 900 },
      'local-time': { slot: SIDEBAR_PANELS, order: 100 },
    },
    menuItems: {
      // To the betting site (`href` from the site) on its hosts only and never for Estonia: both bound in setup.
      sports: { menu: 'header', order: 400, labelKey: 'site-chrome:nav.sports', icon: 'sport' },
    },
    // Spec part 1 §2: `#sport` and `#sport_{section}` leave for the betting site.
    hashTriggers: {
      sport: { hash: 'sport' },
      'sport-section': { hash: 'sport_', prefix: true },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default siteChromeManifest;
