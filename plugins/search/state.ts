import { definePluginState } from '@core/index';
import { searchManifest } from './manifest';
import { createSearchStore } from './store';

/** The player's last query and the recommended games; dropped at logout, rebuilt on next use. */
export const searchState = definePluginState(searchManifest, () => createSearchStore());
