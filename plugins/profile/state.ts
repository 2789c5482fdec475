import { definePluginState } from '@core/index';
import { profileManifest } from './manifest';
import { createProfileStore } from './store';

/** The player's session time and limits: dropped at logout. */
export const profileState = definePluginState(profileManifest, () => createProfileStore());
