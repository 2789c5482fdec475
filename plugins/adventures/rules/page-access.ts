import type { ManagePromotionPagesDocument } from '@schemas/wire/adventures';

/** The activity hub's slug in `manage-promotion-pages` and its path (spec part 2 §2: `/aquanova-odyssey`, ActivityHub). */
export const HUB_SLUG = 'aquanova-odyssey';
export const HUB_PATH = `/${HUB_SLUG}`;

/**
 * Spec part 2 §6: testers see every managed promo page; others follow the page's entry by slug (enabled, and for its
 * groups if it names any). A page the document does not name is open; no document (missing or broken): open.
 */
export function pageOpenTo(document: ManagePromotionPagesDocument | null, slug: string, groups: readonly number[]): boolean {
  if (!document) return true;
  if (document.testerGroups.some((g) => groups.includes(g))) return true;
  const page = document.pages.find((p) => p.slug === slug);
  if (!page) return true;
  return page.enabled && (page.groups.length === 0 || page.groups.some((g) => groups.includes(g)));
}
