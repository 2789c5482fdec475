import { defineManifest } from '@core/plugin/define';

export const manifest = defineManifest({ id: 'account-header' });

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default manifest;
