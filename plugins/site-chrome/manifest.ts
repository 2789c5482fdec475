import { z } from 'zod';
import { defineManifest } from '@core/index';

export const siteChromeOptionsSchema = z.object({
  /**
   * Spec part 1 §6: "two specific group ids change the copyright text". Decided: players in these groups
   * are served by the partner operator, so the footer names it (message `copyright.partner`).
   */
  copyrightGroups: z.array(z.number().int()).default([1301, 1302]),
  /** Payments carousel target: the cashbox dashboard (part 2 §2 `cashboxDashboard`). */
  paymentsLink: z.string().startsWith('/').default('/dashboard'),
  /** Provider pages: `/producers/{slug}` (spec part 1 §2). */
  providerPath: z.string().startsWith('/').default('/producers/'),
  providersLimit: z.number().int().min(1).max(100).default(30),
});
export type SiteChromeOptions = z.infer<typeof siteChromeOptionsSchema>;

export const manifest = defineManifest<SiteChromeOptions>({ id: 'site-chrome', options: siteChromeOptionsSchema });
