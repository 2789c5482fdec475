import { lazyService, type Runtime } from '@core/index';
import { cmsSnippetsResponseSchema } from '@schemas/wire/cms';
import { gameProvidersResponseSchema } from '@schemas/wire/games';
import { asFooterConfig } from './footer-config';

/** Calls the footer needs; every answer parsed with its wire schema, fe-config guarded by shape. */
export function createChromeApi(runtime: Runtime) {
  const { http } = runtime;
  return {
    providers: () => http.request({ path: '/api/games/providers', schema: gameProvidersResponseSchema, code: 'LOAD_PROVIDERS' }),
    snippets: (locale: string) => http.request({ path: '/api/cms/snippets', searchParams: { l: locale }, schema: cmsSnippetsResponseSchema, code: 'LOAD_CMS_SNIPPETS' }),
    footerConfig: async () => asFooterConfig(await runtime.feConfig('footer-config')),
  };
}
export type ChromeApi = ReturnType<typeof createChromeApi>;

/** Built on first use by the store's loads, so the wire schemas stay out of the plugin entry (DESIGN §3). */
export const chromeApiOf = lazyService(createChromeApi);
