import type { CmsPageSummary } from '@schemas/wire/cms';
import { menuPages, type MenuFilter } from './page-rules';

/** Spec part 2 §9: an articles list shows at most 6 items. */
export const ARTICLE_LIST_MAX = 6;
/** The category an `#ArticleList[]#` without `category=` lists: the SEO articles (part 1 §2 page categories). */
export const DEFAULT_ARTICLE_CATEGORY = 'seo-page';

/**
 * The pages an `#ArticleList[category=…]#` shows: the category's pages in the CMS's order, by the menus' rules
 * (reg-only pages for players only, EE-hidden pages gone under EE), without the page that holds the list, at most 6.
 */
export function articleList(list: readonly CmsPageSummary[], category: string | undefined, filter: MenuFilter, currentPath: string): CmsPageSummary[] {
  const here = currentPath.replace(/\/+$/, '');
  return menuPages(list, category || DEFAULT_ARTICLE_CATEGORY, filter)
    .filter((page) => page.path.replace(/\/+$/, '') !== here)
    .slice(0, ARTICLE_LIST_MAX);
}
