import { definePluginState } from '@core/index';
import { gamePageManifest } from './manifest';
import { createGamePageStore } from './store';

/** The `game_provider` fields-info of this session; dropped at logout, rebuilt on next use. */
export const gamePageState = definePluginState(gamePageManifest, () => createGamePageStore());
