import { definePluginState, stateOf } from '@core/index';
import { awardsManifest } from './manifest';
import { createAwardsStore } from './store';

/** Awards, books and the `/awards` text: the same for everyone, so they outlive a logout (`runtime`). */
export const awardsState = definePluginState(
  awardsManifest,
  // The API client and its CMS schemas load with the store's first request, not with the components.
  ({ runtime }) => createAwardsStore(() => import('./api').then(({ awardsApiState }) => stateOf(runtime, awardsApiState))),
  { lifetime: 'runtime' },
);
