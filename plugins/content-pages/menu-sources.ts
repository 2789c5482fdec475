import { usePluginOptions, useRuntime, useVisibility, type MenuEntry } from '@core/index';
import { contentPagesManifest } from './manifest';
import { menuPages } from './page-rules';
import { usePageList } from './use-page-list';

/** A menu source hook listing the CMS pages of one category (header top-menu, footer columns). */
export function pagesMenu(category: string): () => MenuEntry[] {
  return function usePagesMenu() {
    const runtime = useRuntime();
    const visibility = useVisibility();
    const options = usePluginOptions(contentPagesManifest);
    const { pages } = usePageList();
    if (!pages) return [];
    return menuPages(pages, category, { loggedIn: visibility.loggedIn, licence: runtime.licence, hiddenUnderEE: options.hiddenUnderEE }).map(
      (page, index) => ({ id: `cms-${category}-${page.slug}`, order: index, label: page.title, to: page.path }),
    );
  };
}
