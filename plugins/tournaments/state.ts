import { definePluginState } from '@core/index';
import { tournamentsManifest } from './manifest';
import { createTournamentsStore } from './store';

/** Lists, standings and tickets seen this session; dropped at logout (standings and tickets are the player's). */
export const tournamentsState = definePluginState(tournamentsManifest, () => createTournamentsStore());
