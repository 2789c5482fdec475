import { definePluginState } from '@core/index';
import { cashboxManifest } from './manifest';

/**
 * The last page seen outside the cashbox (`/pokies?x=1`, locale prefix included): the cashbox opens over it and
 * closes back to it. Not a player's data, and needed across a sign-in: lives as long as the runtime. Apart from
 * `state.ts` so the entry's route-change tap does not bring the payment store and its schemas along.
 */
export const openedFromState = definePluginState(cashboxManifest, () => ({ behind: null as string | null }), { lifetime: 'runtime' });
