import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

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

export const manifest = defineManifest<SiteChromeOptions>({ id: 'site-chrome', options: siteChromeOptionsSchema });

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default manifest;
