import { ApiError, definePluginState, type PluginRuntime } from '@core/index';
import { cmsFileSchema, cmsPageSchema, cmsPageSummarySchema, type CmsPage } from '@schemas/wire/cms';
import { contentPagesManifest } from './manifest';

/** CMS calls (spec part 1 §7 `GET /api/cms/{pages, files}`); every answer parsed with its wire schema. */
export function createContentApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    pages: (locale: string) => http.requestList({ path: '/api/cms/pages', searchParams: { l: locale }, item: cmsPageSummarySchema, code: 'LOAD_CMS_PAGES' }),
    /** `null` when the page does not exist (spec §8: a missing page is a message, not an error). */
    async page(locale: string, slug: string): Promise<CmsPage | null> {
      try {
        // Variant slugs keep their slash (`terms-and-conditions/EE`): the platform reads the rest of the path.
        const path = `/api/cms/pages/${slug.split('/').map(encodeURIComponent).join('/')}`;
        return await http.request({ path, searchParams: { l: locale }, schema: cmsPageSchema, code: 'LOAD_CMS_PAGE' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    files: () => http.requestList({ path: '/api/cms/files', item: cmsFileSchema, code: 'LOAD_CMS_FILES' }),
  };
}
export type ContentApi = ReturnType<typeof createContentApi>;

/** Built on first use by the store's loads and the placeholders, so the CMS schemas stay out of the entry (DESIGN §3). */
export const contentApiState = definePluginState(contentPagesManifest, ({ runtime }) => createContentApi(runtime), { lifetime: 'runtime' });
