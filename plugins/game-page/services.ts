import { defineService, useRuntime } from '@core/index';
import type { GamePageOptions } from './manifest';
import type { GamePageStore } from './store';

/** The API client is not here: the game route builds it on first use (`gamePageApiOf`). */
export interface GamePageContext {
  store: GamePageStore;
  options: GamePageOptions;
}

export const GAME_PAGE_CONTEXT = defineService<GamePageContext>('game-page.context');

export function useGamePage(): GamePageContext {
  const context = useRuntime().services.get(GAME_PAGE_CONTEXT);
  if (!context) throw new Error('game-page plugin context missing');
  return context;
}
