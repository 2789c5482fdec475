import { definePluginState, type PluginRuntime } from '@core/index';
import { cmsSnippetSchema } from '@schemas/wire/cms';
import { gameProviderSchema } from '@schemas/wire/games';
import { asFooterConfig } from './footer-config';
import { siteChromeManifest } from './manifest';

/** Calls the footer needs; lists parsed item by item with their wire schemas, fe-config guarded by shape. */
export function createChromeApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    providers: () => http.requestList({ path: '/api/games/providers', item: gameProviderSchema, code: 'LOAD_PROVIDERS' }),
    snippets: (locale: string) => http.requestList({ path: '/api/cms/snippets', searchParams: { l: locale }, item: cmsSnippetSchema, code: 'LOAD_CMS_SNIPPETS' }),
    footerConfig: async () => asFooterConfig(await runtime.feConfig('footer-config')),
  };
}
export type ChromeApi = ReturnType<typeof createChromeApi>;

/**
 * Imported by the footer's blocks only (lazy chunks), never by the plugin entry or the sidebar's eager panel, so the
 * wire schemas stay out of the entry (DESIGN §3).
 */
export const chromeApiState = definePluginState(siteChromeManifest, ({ runtime }) => createChromeApi(runtime), { lifetime: 'runtime' });
