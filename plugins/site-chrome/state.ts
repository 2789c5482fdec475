import { definePluginState } from '@core/index';
import { siteChromeManifest } from './manifest';
import { createChromeStore } from './store';

/** The browser's install offer, which it makes only once per page load: it must outlive a logout (`runtime`). */
export const chromeState = definePluginState(siteChromeManifest, () => createChromeStore(), { lifetime: 'runtime' });
