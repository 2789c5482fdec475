/**
 * fe-config `manage-promotion-pages` (spec part 1 §6 "pages may be enabled per slug"; part 2 §6 "Tester sees every
 * managed promo page; others follow page config by slug"): `testerGroups`, `pages[{slug, enabled, groups?, order?}]`.
 * One reading for every plugin with such a page (wheel, rewards shop, activity hub, the promotions list). Tolerant:
 * entries without a slug or an `enabled` flag are left out; no document, or a broken one, manages nothing.
 */
export interface ManagedPromotionPage {
  slug: string;
  enabled: boolean;
  groups: number[];
  order?: number;
}

export interface PromotionPagesConfig {
  testerGroups: number[];
  pages: ManagedPromotionPage[];
}

const integers = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isInteger) : []);

export function readPromotionPages(document: unknown): PromotionPagesConfig | null {
  const doc = document as { testerGroups?: unknown; pages?: unknown } | null;
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.pages)) return null;
  const pages = (doc.pages as ({ slug?: unknown; enabled?: unknown; groups?: unknown; order?: unknown } | null)[]).flatMap((p) =>
    p && typeof p.slug === 'string' && typeof p.enabled === 'boolean'
      ? [{ slug: p.slug, enabled: p.enabled, groups: integers(p.groups), ...(typeof p.order === 'number' ? { order: p.order } : {}) }]
      : [],
  );
  return { testerGroups: integers(doc.testerGroups), pages };
}

/** Whether a managed page's own rule lets these groups in: enabled, and for its groups if it names any. */
export function managedPageAllows(page: ManagedPromotionPage, groups: readonly number[]): boolean {
  return page.enabled && (page.groups.length === 0 || page.groups.some((g) => groups.includes(g)));
}

/** Whether a page is open to a player: testers always; a page the document does not name (or no document) is open. */
export function pageOpenTo(document: unknown, slug: string, groups: readonly number[]): boolean {
  const config = readPromotionPages(document);
  if (!config || config.testerGroups.some((g) => groups.includes(g))) return true;
  const page = config.pages.find((p) => p.slug === slug);
  return !page || managedPageAllows(page, groups);
}
