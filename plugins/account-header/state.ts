import { definePluginState } from '@core/index';
import { accountHeaderManifest } from './manifest';
import { createAccountHeaderStore } from './store';

/** Whether the balance dropdown is open: dropped at logout, so the next player finds it closed. */
export const accountHeaderState = definePluginState(accountHeaderManifest, () => createAccountHeaderStore());
