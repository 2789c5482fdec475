import { proxy, ref } from 'valtio';
import type { FooterConfig } from '@schemas/feconfig/site-widgets.schema';
import type { GameProvider } from '@schemas/wire/games';
import type { ChromeApi } from './api';

interface Snippet {
  id: number;
  categories: string[];
  content: string;
}

export interface ChromeState {
  /** `undefined`: not asked yet; `null`: failed or missing (the block hides). */
  providers: GameProvider[] | null | undefined;
  footer: FooterConfig | null | undefined;
  snippets: Record<string, Snippet[] | null>;
}

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/**
 * One per runtime (`chromeState`, DESIGN §4); footer data is the same for guests and players. The API arrives
 * through `loadApi`, so its code and schemas load with the footer, not with the plugin entry.
 */
export function createChromeStore(loadApi: () => Promise<ChromeApi>) {
  const state = proxy<ChromeState>({ providers: undefined, footer: undefined, snippets: {} });
  // Kept apart from `state`: the browser's event object must not be wrapped by the proxy.
  const install = proxy<{ installPrompt: InstallPromptEvent | null }>({ installPrompt: null });
  const started = new Set<string>();
  const once = (key: string, run: () => void) => {
    if (started.has(key)) return;
    started.add(key);
    run();
  };
  return {
    state,
    install,
    offerInstall(event: InstallPromptEvent) {
      install.installPrompt = ref(event);
    },
    ensureProviders: () =>
      once('providers', () => void loadApi().then((api) => api.providers()).then((list) => (state.providers = ref(list)), () => (state.providers = null))),
    ensureFooter: () => once('footer', () => void loadApi().then((api) => api.footerConfig()).then((doc) => (state.footer = doc ? ref(doc) : null))),
    ensureSnippets: (locale: string) =>
      once(`snippets:${locale}`, () =>
        void loadApi().then((api) => api.snippets(locale)).then((list) => (state.snippets[locale] = ref(list)), () => (state.snippets[locale] = null)),
      ),
  };
}
export type ChromeStore = ReturnType<typeof createChromeStore>;
