import { defineService, useRuntime } from '@core/index';
import type { GamesOptions } from './manifest';
import type { GamesStore } from './store';

/**
 * What setup builds once per runtime and this plugin's components read (never a module-level store). The API
 * client and the actions are built on first use instead (`gamesApiOf`, `gamesActionsOf`).
 */
export interface GamesContext {
  store: GamesStore;
  options: GamesOptions;
}

export const GAMES_CONTEXT = defineService<GamesContext>('games.context');

export function useGames(): GamesContext {
  const context = useRuntime().services.get(GAMES_CONTEXT);
  if (!context) throw new Error('games plugin context missing');
  return context;
}
