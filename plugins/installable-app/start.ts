import { browserStorage, stateOf, whenIdle, type PluginRuntime } from '@core/index';
import { pwaApiState } from './api';
import { isAppLaunch, platformLabel } from './rules/install-notice';
import { appState } from './state';
import type { InstallPromptEvent } from './store';

const LAUNCH_REPORTED_KEY = 'croupier.pwa.launch-reported';

/** The browser's install prompt of this tab, kept for the notice's Install button (an event, not state). */
let installPrompt: InstallPromptEvent | null = null;
export const capturedInstallPrompt = () => installPrompt;
export const clearInstallPrompt = () => {
  installPrompt = null;
};

export const isStandalone = () => typeof matchMedia === 'function' && (matchMedia('(display-mode: standalone)').matches || matchMedia('(display-mode: fullscreen)').matches);

/**
 * Everything the installable app does in the background, started by the boot tap: connectivity for the offline
 * banner, the browser's install offer, the launch and install reports, and the worker, registered when the page is
 * idle so it never competes with the first paint.
 */
export function startInstallableApp(runtime: PluginRuntime): void {
  const store = stateOf(runtime, appState);
  const api = stateOf(runtime, pwaApiState);
  const label = () => platformLabel(navigator.userAgent, isStandalone());

  store.online = navigator.onLine;
  addEventListener('online', () => (store.online = true));
  addEventListener('offline', () => (store.online = false));

  addEventListener('beforeinstallprompt', (event) => {
    // Our notice asks instead of the browser's mini-infobar; the prompt is shown on the notice's Install.
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    store.installOffered = true;
  });
  addEventListener('appinstalled', () => {
    installPrompt = null;
    store.installOffered = false;
    api.report('installed', label());
  });

  const session = browserStorage('session');
  if (isAppLaunch(location.search, isStandalone()) && !session?.getItem(LAUNCH_REPORTED_KEY)) {
    session?.setItem(LAUNCH_REPORTED_KEY, '1');
    api.report('launched', label());
  }

  whenIdle(() => void import('./sw/register').then(({ registerWorker }) => registerWorker(runtime, store)));
}
