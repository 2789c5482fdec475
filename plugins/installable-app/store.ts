import { proxy } from 'valtio';

/** The browser's install prompt (`beforeinstallprompt`), not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the notices show: connectivity, a waiting new build, the install offer. One per runtime (tab). */
export interface AppState {
  online: boolean;
  /** A new build's worker is installed and waits for the reload. */
  updateReady: boolean;
  /** The browser offers installation (the captured prompt is outside the proxy: it is an event, not state). */
  installOffered: boolean;
  /** The player answered the install notice in this tab (or earlier, within the pause). */
  installAnswered: boolean;
}

export function createAppStore(online: boolean) {
  return proxy<AppState>({ online, updateReady: false, installOffered: false, installAnswered: false });
}
export type AppStore = ReturnType<typeof createAppStore>;
