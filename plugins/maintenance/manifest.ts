import { defineManifest } from '@core/plugin/define';

/**
 * Maintenance mode (spec part 1 §6 `enableTechWork`): the page a closed site shows. The site closes when the
 * flag is on or when the platform answers a call with 503 and `x-maintenance-mode`; testers (groups 21 and
 * 916) pass. No menu entry: nobody navigates here by choice, the plugin sends visitors.
 */
export const maintenanceManifest = defineManifest({
  id: 'maintenance',
  // Its boot tap reads the landing address (a visit to a closed site lands on the maintenance page at once).
  startsWithPage: true,
  contributes: {
    routes: {
      page: { path: '/maintenance', order: 50, layout: 'full' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default maintenanceManifest;
