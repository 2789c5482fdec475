import { defineService, useRuntime } from '@core/index';
import type { GamePageApi } from './api';
import type { GamePageOptions } from './manifest';
import type { GamePageStore } from './store';

export interface GamePageContext {
  api: GamePageApi;
  store: GamePageStore;
  options: GamePageOptions;
}

export const GAME_PAGE_CONTEXT = defineService<GamePageContext>('game-page.context');

export function useGamePage(): GamePageContext {
  const context = useRuntime().services.get(GAME_PAGE_CONTEXT);
  if (!context) throw new Error('game-page plugin context missing');
  return context;
}
