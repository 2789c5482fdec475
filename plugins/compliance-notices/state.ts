import { definePluginState } from '@core/index';
import { complianceNoticesManifest } from './manifest';
import { createNoticesStore } from './store';

/**
 * The browser's answers (cookies) and the geo warning's toast: the visitor's, not the player's, so they outlive
 * a logout (the warning is dismissed at login and shown again at logout).
 */
export const noticesState = definePluginState(complianceNoticesManifest, ({ runtime }) => createNoticesStore(runtime.cookies()), {
  lifetime: 'runtime',
});
