import type { Banner, BannersConfig } from '@schemas/feconfig/banners-config.schema';
import { fillVariables, type AmountVariables } from '@core/index';

export type BannerCategory = Banner['categories'][number];

export interface BannerViewer {
  loggedIn: boolean;
  groups: readonly number[];
  /** The player's currency; guests count as fiat. */
  currency: string;
  crypto: boolean;
  now: number;
}

/** fe-config documents are schema-checked on the platform; the client only guards the shape it reads. */
export function asBannersConfig(document: unknown): BannersConfig | null {
  if (typeof document !== 'object' || document === null) return null;
  return Array.isArray((document as { banners?: unknown }).banners) ? (document as BannersConfig) : null;
}

/** Spec §6: banners filter by groups, live window, login state and crypto versus fiat; sorted by their order in the category. */
export function visibleBanners(banners: readonly Banner[], category: BannerCategory, viewer: BannerViewer): Banner[] {
  return banners
    .filter((b) => b.categories.includes(category))
    .filter((b) => b.logged === undefined || b.logged === viewer.loggedIn)
    .filter((b) => !b.groups || b.groups.length === 0 || b.groups.some((g) => viewer.groups.includes(g)))
    .filter((b) => !b.liveTime || (Date.parse(b.liveTime.start) <= viewer.now && viewer.now < Date.parse(b.liveTime.end)))
    .filter((b) => !b.currencyContext || b.currencyContext === 'any' || (b.currencyContext === 'crypto') === viewer.crypto)
    .sort((a, b) => (a.order[category] ?? 0) - (b.order[category] ?? 0));
}

/** `{name}` → the variable in the player's currency (core's `fillVariables`: amounts formatted in the locale). */
export function fillBannerText(text: string, variables: Banner['variables'], currency: string, locale: string): string {
  return fillVariables(text, variables as AmountVariables | undefined, currency, locale);
}

/** Known label titles come from messages (`badges.new` …); an operator's own wording is shown as written. */
export const badgeKey = (title: string) => `badges.${title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function gradientCss(g: Banner['gradient']): string {
  return `linear-gradient(90deg, ${g.colorLeft} 0%, ${g.colorLeftCenter} 35%, ${g.colorRightCenter} 70%, ${g.colorRight} 100%)`;
}
