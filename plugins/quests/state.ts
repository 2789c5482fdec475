import { definePluginState } from '@core/index';
import { questsManifest } from './manifest';
import { createQuestsStore } from './store';

/** Quests and standings seen this session; dropped at logout (standings are the player's). */
export const questsState = definePluginState(questsManifest, () => createQuestsStore());
