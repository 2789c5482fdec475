import { definePluginState } from '@core/index';
import { bonusesManifest } from './manifest';
import { createBonusesStore } from './store';

/** The player's gifts, offers and the counter seen this session; dropped at logout (they are the player's). */
export const bonusesState = definePluginState(bonusesManifest, () => createBonusesStore());
