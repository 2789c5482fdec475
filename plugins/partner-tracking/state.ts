import { definePluginState } from '@core/index';
import { partnerTrackingManifest } from './manifest';
import { createTrackingStore } from './store';

/**
 * The campaign (UTM) of this arrival, kept until a sign-up sends it. `runtime`, not `session`: it belongs to the
 * visit, not to a player. A campaign link opened while an earlier session is still open must still count for
 * the account registered after that session ends (logout, or an expired session: both drop session states).
 * It counts once: sending it at registration clears it.
 */
export const trackingState = definePluginState(partnerTrackingManifest, () => createTrackingStore(), { lifetime: 'runtime' });
