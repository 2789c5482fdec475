import type { SiteLicence } from '@schemas/site/site.schema';
import { managedPageAllows, readPromotionPages } from '@schemas/feconfig/promotion-pages';
import type { PromoPageOption } from '../manifest';

/**
 * The promo pages the `/promotions` page lists (spec part 2 §6: "Tester sees every managed promo page; others
 * follow page config by slug"): the site's pages (option `promoPages`) allowed under this licence; of those the
 * fe-config `manage-promotion-pages` manages, a page shows when enabled and, if it names groups, for a player in
 * one of them. A page the document does not name is not managed and shows; no document: every site page shows.
 * Ordered by the document's `order`, then as the site lists them.
 */
export function visiblePromoPages(
  document: unknown,
  sitePages: readonly PromoPageOption[],
  viewer: { groups: readonly number[]; licence: SiteLicence },
): PromoPageOption[] {
  const config = readPromotionPages(document);
  const tester = Boolean(config?.testerGroups.some((g) => viewer.groups.includes(g)));
  const managed = new Map(config?.pages.map((p) => [p.slug, p]));
  const rank = (slug: string) => managed.get(slug)?.order ?? Number.MAX_SAFE_INTEGER;
  return sitePages
    .filter((page) => !page.licences || page.licences.includes(viewer.licence))
    .filter((page) => {
      const rule = managed.get(page.slug);
      if (!rule || tester) return true;
      return managedPageAllows(rule, viewer.groups);
    })
    .map((page, index) => ({ page, index }))
    .sort((a, b) => rank(a.page.slug) - rank(b.page.slug) || a.index - b.index)
    .map(({ page }) => page);
}
