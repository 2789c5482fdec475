import { definePluginState } from '@core/index';
import { rewardsShopManifest } from './manifest';
import { createShopStore } from './store';

/** Points and cards seen this session; dropped at logout (the points are the player's). */
export const shopState = definePluginState(rewardsShopManifest, () => createShopStore());
