import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { FLOATING_WIDGETS } from '@schemas/contracts/slots';

export const installableAppOptionsSchema = z.object({
  /** After "not now", the install notice stays away this many days (the browser's own install stays reachable). */
  installNoticePauseDays: z._default(z.int().check(z.minimum(1), z.maximum(365)), 30),
});
export type InstallableAppOptions = z.infer<typeof installableAppOptionsSchema>;

/**
 * The installable app (issue 13 item 4): registers `/sw.js` after the first paint, offers a new build with a
 * reload prompt, shows the install notice when the browser offers installation, and marks the page offline.
 * The manifest, icons, worker and offline page are the host's (server/pwa, build/service-worker).
 */
export const installableAppManifest = defineManifest({
  id: 'installable-app',
  options: installableAppOptionsSchema,
  contributes: {
    // Fixed notices at the foot of the screen (a portal): out of the page's flow, drawn after the first paint.
    slots: { notices: { slot: FLOATING_WIDGETS, order: 900 } },
  },
});

export default installableAppManifest;
