import { definePluginState } from '@core/index';
import { authManifest } from './manifest';
import { createCaptchaStore, createRegionStore } from './store';

/** The visitor's region (loaded at boot, disables buttons): the browser's, so it lives as long as the runtime. */
export const authRegionState = definePluginState(authManifest, () => createRegionStore(), { lifetime: 'runtime' });

/** The captcha setting: dropped at logout and read again, as the next visitor's may differ. */
export const authCaptchaState = definePluginState(authManifest, () => createCaptchaStore());
