import { definePluginState, stateOf } from '@core/index';
import { siteChromeManifest } from './manifest';
import { createChromeStore } from './store';

/**
 * Footer data (the same for guests and players) and the browser's install offer, which it makes only once
 * per page load: both must outlive a logout (`runtime`).
 */
export const chromeState = definePluginState(
  siteChromeManifest,
  // The API client and its wire schemas load with the footer's first request, not with this entry.
  ({ runtime }) => createChromeStore(() => import(/* webpackMode: "eager" */ './api').then(({ chromeApiState }) => stateOf(runtime, chromeApiState))),
  { lifetime: 'runtime' },
);
