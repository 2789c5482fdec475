import { proxy } from 'valtio';
import { definePluginState } from '@core/index';
import { enterPromoManifest } from './manifest';

/**
 * When the hidden tooltip comes back (epoch ms; 0: it shows). Shared by the header's and the bottom bar's copy, so
 * hiding one hides both; kept for the tab's life, not dropped at a sign-in (the tooltip is a guest's only).
 */
export const tooltipState = definePluginState(enterPromoManifest, () => proxy({ hiddenUntil: 0 }), { lifetime: 'runtime' });
