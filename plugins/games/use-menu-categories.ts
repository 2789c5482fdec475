import { useEffect, useState } from 'react';
import { useRuntime } from '@core/index';
import type { MenuCategoriesGames } from '@schemas/feconfig/menu-categories-games.schema';
import { loadMenuCategories } from './catalogue-config';

/** `menu-categories-games` (fe-config, loaded once per runtime); `null` while it loads. */
export function useMenuCategories(): MenuCategoriesGames | null {
  const runtime = useRuntime();
  const [config, setConfig] = useState<MenuCategoriesGames | null>(null);
  useEffect(() => {
    let live = true;
    void loadMenuCategories(runtime).then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, [runtime]);
  return config;
}
