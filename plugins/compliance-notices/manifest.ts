import { defineManifest } from '@core/plugin/define';

/** Cookie notice, Australian confirmation card and the geo-restriction warning (spec part 1 §2, §4, §8). */
export const manifest = defineManifest({ id: 'compliance-notices', firstPaintRequests: [{ url: '/client-context' }] });

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default manifest;
