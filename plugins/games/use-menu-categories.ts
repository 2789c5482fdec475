import { useLoaded, useRuntime } from '@core/index';
import type { MenuCategoriesGames } from '@schemas/feconfig/menu-categories-games.schema';
import { loadMenuCategories } from './catalogue-config';

/**
 * `menu-categories-games` (fe-config, one per runtime), read while rendering: the caller suspends until it is there,
 * so a server-rendered category page carries its chips and heading. A missing document is the default menu (the
 * config loader answers nothing on failure, spec part 1 §8), never an error.
 */
export function useMenuCategories(): MenuCategoriesGames {
  const runtime = useRuntime();
  return useLoaded('games:menu-categories', () => loadMenuCategories(runtime));
}
