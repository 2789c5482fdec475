import { defineService, useRuntime } from '@core/index';
import type { LobbyOptions } from './manifest';
import type { LobbyStore } from './store';

export interface LobbyContext {
  store: LobbyStore;
  options: LobbyOptions;
}

/** This plugin's per-runtime objects, built in setup and read by its components. */
export const LOBBY_CONTEXT = defineService<LobbyContext>('lobby.context');

export function useLobby(): LobbyContext {
  const context = useRuntime().services.get(LOBBY_CONTEXT);
  if (!context) throw new Error('lobby plugin context missing');
  return context;
}
