import { definePluginState } from '@core/index';
import { createAmountStore } from './amounts';
import { createWinsStore } from './wins-store';
import { jackpotsManifest } from './manifest';

/** Live level amounts: public data, kept for the runtime (a login changes the currency, and reloads the list). */
export const amountsState = definePluginState(jackpotsManifest, () => createAmountStore(), { lifetime: 'runtime' });

/** The latest public wins this tab saw (the strip). */
export const winsState = definePluginState(jackpotsManifest, () => createWinsStore(), { lifetime: 'runtime' });
