import { definePluginState, stateOf } from '@core/index';
import { noticesManifest } from './manifest';
import { createNoticesStore } from './store';

/**
 * The latest notice per locale and the notices closed in this visit. Not the player's: it outlives a logout
 * (a closed notice stays closed until the next visit).
 */
export const noticesState = definePluginState(
  noticesManifest,
  // The API client and its CMS schemas load with the strip's first request, not with this entry.
  ({ runtime }) => createNoticesStore(() => import(/* webpackMode: "eager" */ './api').then(({ noticesApiState }) => stateOf(runtime, noticesApiState))),
  { lifetime: 'runtime' },
);
