import { proxy, ref } from 'valtio';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/**
 * One per runtime (`chromeState`, DESIGN §4): the browser's install offer, which it makes only once per page load.
 * The footer's data is not kept here: its blocks read it while rendering (`footer-reads.ts`, issue 14).
 */
export function createChromeStore() {
  // The browser's event object must not be wrapped by the proxy (`ref`).
  const install = proxy<{ installPrompt: InstallPromptEvent | null }>({ installPrompt: null });
  return {
    install,
    offerInstall(event: InstallPromptEvent) {
      install.installPrompt = ref(event);
    },
  };
}
export type ChromeStore = ReturnType<typeof createChromeStore>;
