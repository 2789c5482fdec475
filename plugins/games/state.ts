import { definePluginState } from '@core/index';
import { gamesManifest } from './manifest';
import { createGamesStore } from './store';

/** The player's favourite ids, in-flight toggles and recent games; dropped at logout, rebuilt on next use. */
export const gamesState = definePluginState(gamesManifest, () => createGamesStore());
