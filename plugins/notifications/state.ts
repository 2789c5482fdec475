import { definePluginState } from '@core/index';
import { notificationsManifest } from './manifest';
import { createInboxStore } from './store';

/** The player's inbox; dropped at logout (it is the player's) — the stored copy is cleared then too (index.ts). */
export const inboxState = definePluginState(notificationsManifest, () => createInboxStore());
