import type { CmsPageSummary } from '@schemas/wire/cms';
import type { ContentApi } from './api';
import { readPageList } from './page-reads';

/**
 * One per runtime (`contentState`, DESIGN §4): the CMS reads, with the API arriving through `loadApi` so its code
 * loads on first use. What is read is kept by the runtime under the keys of `page-reads.ts` (`useLoaded`,
 * `useLoadedSoon`): a server-rendered page carries the list and the page it drew, and the browser reads them from it.
 */
export function createContentStore(loadApi: () => Promise<ContentApi>) {
  return {
    /** The locale's page list, `null` when it could not be read (the menus and article lists then show none). */
    readList: (locale: string): Promise<CmsPageSummary[] | null> => loadApi().then((api) => readPageList(api, locale)),
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;
