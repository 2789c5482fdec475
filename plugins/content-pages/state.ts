import { definePluginState, stateOf } from '@core/index';
import { contentPagesManifest } from './manifest';
import { createContentStore } from './store';

/**
 * CMS page lists. The platform answers them the same for guests and players (reg-only pages are
 * filtered here, at render time, by sign-in state), so they outlive a logout: `runtime`.
 */
export const contentState = definePluginState(
  contentPagesManifest,
  ({ runtime }) =>
    createContentStore(
      // The API client and its CMS schemas load with the store's first request, not with this entry.
      () => import(/* webpackMode: "eager" */ './api').then(({ contentApiState }) => stateOf(runtime, contentApiState)),
    ),
  { lifetime: 'runtime' },
);
