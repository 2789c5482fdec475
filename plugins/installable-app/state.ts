import { definePluginState } from '@core/index';
import { installableAppManifest } from './manifest';
import { createAppStore } from './store';

/** Runtime-long: the worker and the connection outlive a sign-out. */
export const appState = definePluginState(installableAppManifest, () => createAppStore(typeof navigator === 'undefined' ? true : navigator.onLine), { lifetime: 'runtime' });
