/**
 * Spec part 1 §6 "Pages (rewards shop, chance page, activity hub) may also be enabled per slug by a flag"; part 2
 * §6 "Tester sees every managed promo page; others follow page config by slug" (fe-config `manage-promotion-pages`:
 * `testerGroups`, `pages[{slug, enabled, groups}]`). A page the document does not name is open; no document
 * (missing or broken) leaves it open too: the shop's own flag `enableConpoints` still decides.
 */
export function pageOpenTo(document: unknown, slug: string, groups: readonly number[]): boolean {
  const doc = document as { testerGroups?: unknown; pages?: unknown } | null;
  if (!doc || !Array.isArray(doc.pages)) return true;
  const testers = Array.isArray(doc.testerGroups) ? doc.testerGroups.filter(Number.isInteger) : [];
  if (testers.some((g) => groups.includes(g as number))) return true;
  const page = (doc.pages as ({ slug?: unknown; enabled?: unknown; groups?: unknown } | null)[]).find((p) => p && p.slug === slug);
  if (!page) return true;
  if (page.enabled !== true) return false;
  const allowed = Array.isArray(page.groups) ? page.groups.filter(Number.isInteger) : [];
  return allowed.length === 0 || allowed.some((g) => groups.includes(g as number));
}
