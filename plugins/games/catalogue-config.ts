import type { PluginRuntime } from '@core/index';
import { GAMES_PAGE_SIZE } from '@config/limits';
import type { MenuCategoriesGames } from '@schemas/feconfig/menu-categories-games.schema';
import { providersHiddenFrom } from '@schemas/feconfig/provider-visibility';
import type { Game } from '@schemas/wire/games';

export type CategoryEntry = MenuCategoriesGames['categories'][number];
export type Section = CategoryEntry['section'];

/** fe-config documents are validated on the platform (JSON Schema); the client only guards their shape. */
export function asMenuCategories(document: unknown): MenuCategoriesGames {
  const fallback: MenuCategoriesGames = { defaultPageSize: GAMES_PAGE_SIZE, categories: [] };
  if (typeof document !== 'object' || document === null) return fallback;
  const doc = document as Partial<MenuCategoriesGames>;
  return Array.isArray(doc.categories) ? { ...fallback, ...doc } as MenuCategoriesGames : fallback;
}

export async function loadMenuCategories(runtime: PluginRuntime): Promise<MenuCategoriesGames> {
  return asMenuCategories(await runtime.feConfig('menu-categories-games'));
}

/** Providers hidden for this visitor; the `enableAllProviders` flag and bots see everything (spec §6). */
export async function loadHiddenProviders(runtime: PluginRuntime): Promise<Set<string>> {
  const viewer = { country: runtime.country, seesAll: runtime.flags.state.values.enableAllProviders, userAgent: runtime.userAgent };
  return providersHiddenFrom(await runtime.feConfig('providers-config'), viewer);
}

export const visibleGames = (games: readonly Game[], hidden: ReadonlySet<string>): Game[] => games.filter((g) => !hidden.has(g.provider));

/** The category a section path names; `/pokies` and `/live` alone mean their `all` entry. */
export function findCategory(config: MenuCategoriesGames, section: Section | null, slug: string | undefined): CategoryEntry | null {
  const wanted = slug ?? 'all';
  const inSection = config.categories.filter((c) => section === null || c.section === section);
  return inSection.find((c) => c.slug === wanted) ?? (section === null ? config.categories.find((c) => c.collection === wanted) ?? null : null);
}

export const pageSizeOf = (config: MenuCategoriesGames, category: CategoryEntry | null) => category?.pageSize ?? config.defaultPageSize ?? GAMES_PAGE_SIZE;

export const categoryPath = (c: CategoryEntry) => `/${c.section}/${c.slug}`;
