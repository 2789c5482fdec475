import { defineManifest } from '@core/plugin/define';
import { SHELL_TOP } from '@schemas/contracts/slots';

/** Cookie notice, Australian confirmation card and the geo-restriction warning (spec part 1 §2, §4, §8). */
export const complianceNoticesManifest = defineManifest({
  id: 'compliance-notices',
  firstPaintRequests: [{ url: '/client-context' }],
  contributes: {
    slots: { 'notice-stack': { slot: SHELL_TOP, order: 90 } },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default complianceNoticesManifest;
