import type { CmsPage, CmsPageSummary } from '@schemas/wire/cms';
import type { ContentApi } from './api';

/**
 * The CMS reads pages draw while rendering (`useLoaded`, issue 14), by key: the key names every input of the read
 * (the locale, the slug), and the menus' store reads the list under the same key, so the list a server-rendered
 * page carried answers them too.
 */
export const pageListKey = (locale: string) => `content-pages:list:${locale}`;
export const pageKey = (locale: string, slug: string) => `content-pages:page:${locale}:${slug}`;

/**
 * The locale's page list, `null` when it could not be read: a static page is still found by its slug then and a
 * dynamic one is not found, as the page always did without the list (spec part 1 §8).
 */
export const readPageList = (api: ContentApi, locale: string): Promise<CmsPageSummary[] | null> => api.pages(locale).catch(() => null);

/** One page, `null` when the CMS has none by that slug (logged as a warning, spec §8); another failure rejects. */
export async function readPage(api: ContentApi, locale: string, slug: string, warn: (code: string, details: unknown) => void): Promise<CmsPage | null> {
  const page = await api.page(locale, slug);
  if (!page) warn('LOAD_CMS_PAGE_MISSING', { locale, slug });
  return page;
}
