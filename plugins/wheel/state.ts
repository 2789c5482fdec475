import { definePluginState } from '@core/index';
import { wheelManifest } from './manifest';
import { createWheelStore } from './store';

/** The player's spins and the last spin; dropped at logout. */
export const wheelState = definePluginState(wheelManifest, () => createWheelStore());
