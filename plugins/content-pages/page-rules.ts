import type { SiteLicence } from '@schemas/site/site.schema';
import type { CmsPageSummary } from '@schemas/wire/cms';

export type LicenceVariant = 'AU' | 'CW' | 'EE';
const VARIANT_SUFFIX = /\/(AU|CW|EE)$/;

/** `terms-and-conditions/EE` → `terms-and-conditions`. */
export const baseSlug = (slug: string) => slug.replace(VARIANT_SUFFIX, '');
export const isVariant = (slug: string) => VARIANT_SUFFIX.test(slug);

/**
 * Spec part 1 §2: on the EE licence and for Australian visitors a licence-specific variant is used when it
 * exists. The EE licence is a legal requirement, so it wins over geography; every other visitor reads the
 * base page (which is the CW text).
 */
export function wantedVariant(licence: SiteLicence, country: string): LicenceVariant | null {
  if (licence === 'EE') return 'EE';
  if (country === 'AU') return 'AU';
  return null;
}

export function chooseSlug(slug: string, available: ReadonlySet<string>, licence: SiteLicence, country: string): string {
  const variant = wantedVariant(licence, country);
  const candidate = variant ? `${slug}/${variant}` : null;
  return candidate && available.has(candidate) ? candidate : slug;
}

/** The pages a visitor can open: licence variants are not pages of their own. */
export const basePages = (list: readonly CmsPageSummary[]) => list.filter((page) => !isVariant(page.slug));

export function findByPath(list: readonly CmsPageSummary[], path: string): CmsPageSummary | null {
  return basePages(list).find((page) => page.path === path) ?? null;
}

/** `/12` opens page 12 (spec §2: dynamic pages by path and id). */
export function findById(list: readonly CmsPageSummary[], path: string): CmsPageSummary | null {
  const match = /^\/(\d+)$/.exec(path);
  return match ? (basePages(list).find((page) => page.id === Number(match[1])) ?? null) : null;
}

/**
 * Whether a page list (the platform's answer, read tolerantly: anything else is no list) holds a page at this
 * address, by path or id: the host asks it to answer an unknown address with HTTP 404.
 */
export function listNamesPage(answer: unknown, path: string): boolean {
  if (!Array.isArray(answer)) return false;
  const list = answer.filter((item): item is CmsPageSummary => typeof item === 'object' && item !== null && typeof (item as { path?: unknown }).path === 'string');
  return findByPath(list, path) !== null || findById(list, path) !== null;
}

/**
 * Spec §2 "some pages redirect a logged-in or logged-out user to main depending on category". Decided:
 * `reg-only` pages are for players (guests go to main); `seo-page` texts are landing copy for search
 * visitors (players go to main, where the same games are one tap away).
 */
export const CATEGORY_AUDIENCE: Record<string, 'players' | 'guests'> = { 'reg-only': 'players', 'seo-page': 'guests' };

export function categoryRedirect(categories: readonly string[], loggedIn: boolean): '/' | null {
  for (const category of categories) {
    const audience = CATEGORY_AUDIENCE[category];
    if (audience === 'players' && !loggedIn) return '/';
    if (audience === 'guests' && loggedIn) return '/';
  }
  return null;
}

export interface MenuFilter {
  loggedIn: boolean;
  licence: SiteLicence;
  hiddenUnderEE: readonly string[];
}

/** Pages of one menu category: reg-only ones only for players, EE-hidden links gone under EE (spec §2, §6). */
export function menuPages(list: readonly CmsPageSummary[], category: string, filter: MenuFilter): CmsPageSummary[] {
  return basePages(list).filter(
    (page) =>
      page.categories.includes(category) &&
      (filter.loggedIn || !page.categories.includes('reg-only')) &&
      !(filter.licence === 'EE' && filter.hiddenUnderEE.includes(page.slug)),
  );
}
