import { ApiError, definePluginState, type PluginRuntime } from '@core/index';
import { awardSchema, bookSchema, cmsPageSchema, type CmsPage } from '@schemas/wire/cms';
import { awardsManifest } from './manifest';

/** Awards, books and the `/awards` CMS text; every answer parsed with its wire schema. */
export function createAwardsApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    awards: () => http.requestList({ path: '/api/awards', item: awardSchema, code: 'LOAD_AWARDS' }),
    books: () => http.requestList({ path: '/api/books', item: bookSchema, code: 'LOAD_BOOKS' }),
    async awardsPage(locale: string): Promise<CmsPage | null> {
      try {
        return await http.request({ path: '/api/cms/pages/awards', searchParams: { l: locale }, schema: cmsPageSchema, code: 'LOAD_CMS_PAGE' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
export type AwardsApi = ReturnType<typeof createAwardsApi>;

/** Built on first use by the store's loads, so the wire schemas stay out of the plugin entry (DESIGN §3). */
export const awardsApiState = definePluginState(awardsManifest, ({ runtime }) => createAwardsApi(runtime), { lifetime: 'runtime' });
