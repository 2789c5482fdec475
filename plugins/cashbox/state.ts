import { definePluginState } from '@core/index';
import { cashboxManifest } from './manifest';
import { createCashboxStore } from './store';

/** The player's payments, methods, offers and rates: dropped at logout, so the next player starts empty. */
export const cashboxState = definePluginState(cashboxManifest, () => createCashboxStore());

