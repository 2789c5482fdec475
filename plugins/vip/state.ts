import { definePluginState } from '@core/index';
import { vipManifest } from './manifest';
import { createVipStore } from './store';

/** The player's progress, config and subscription seen this session; dropped at logout. */
export const vipState = definePluginState(vipManifest, () => createVipStore());
