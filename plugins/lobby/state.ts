import { definePluginState } from '@core/index';
import { lobbyManifest } from './manifest';
import { createLobbyStore } from './store';

/** Banners and providers seen this session; dropped at logout (banners are filtered by sign-in state). */
export const lobbyState = definePluginState(lobbyManifest, () => createLobbyStore());
