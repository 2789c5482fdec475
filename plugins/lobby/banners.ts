import type { Banner, BannersConfig } from '@schemas/feconfig/banners-config.schema';
import { DEFAULT_CURRENCY } from '@config/limits';

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

/** `{name}` → the variable's text in the player's currency, falling back to EUR (spec §3). */
export function fillVariables(text: string, variables: Banner['variables'], currency: string): string {
  if (!variables) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const values = variables[name] as Record<string, string> | undefined;
    return values?.[currency] ?? values?.[DEFAULT_CURRENCY] ?? whole;
  });
}

export function gradientCss(g: Banner['gradient']): string {
  return `linear-gradient(90deg, ${g.colorLeft} 0%, ${g.colorLeftCenter} 35%, ${g.colorRightCenter} 70%, ${g.colorRight} 100%)`;
}
