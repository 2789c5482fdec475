import { defineManifest } from '@core/plugin/define';

/** Partner cookies and UTM logging (spec part 1 §1, §4, §9). No screens: lifecycle taps only. */
export const partnerTrackingManifest = defineManifest({
  id: 'partner-tracking',
  // Its boot taps read the landing address (partner parameters) before anyone navigates away.
  startsWithPage: true,
  firstPaintRequests: [{ url: '/api/fe/config/stag-by-referrer-name' }],
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default partnerTrackingManifest;
