import { defineService, useRuntime } from '@core/index';
import type { GamesApi } from './api';
import type { GamesActions } from './actions';
import type { GamesOptions } from './manifest';
import type { GamesStore } from './store';

/** What setup builds once per runtime and this plugin's components read (never a module-level store). */
export interface GamesContext {
  api: GamesApi;
  store: GamesStore;
  actions: GamesActions;
  options: GamesOptions;
}

export const GAMES_CONTEXT = defineService<GamesContext>('games.context');

export function useGames(): GamesContext {
  const context = useRuntime().services.get(GAMES_CONTEXT);
  if (!context) throw new Error('games plugin context missing');
  return context;
}
