import { definePluginState } from '@core/index';
import { lootboxesManifest } from './manifest';
import { createLootboxesStore } from './store';

/** The player's boxes and the opening in progress; dropped at logout. */
export const lootboxesState = definePluginState(lootboxesManifest, () => createLootboxesStore());
