import { defineManifest } from '@core/plugin/define';

export const manifest = defineManifest({ id: 'profile' });

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default manifest;
