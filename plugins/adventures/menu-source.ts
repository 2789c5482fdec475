import { useEffect, useState } from 'react';
import { useRuntime, useVisibility, type MenuEntry } from '@core/index';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';
import { HUB_PATH, HUB_SLUG } from './rules/page-access';

/**
 * Whether `manage-promotion-pages` opens the hub to the player (spec part 1 §2 "activity hub … if enabled"; part 2
 * §6). Ships in the entry: the shared rule reads the document without a schema (no zod in the entry); the
 * runtime caches the document, so the header and the drawer share one request. Guests: closed, nothing read.
 */
function useHubOpen(): boolean {
  const runtime = useRuntime();
  const { loggedIn, groups } = useVisibility();
  const [document, setDocument] = useState<unknown>(undefined);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void runtime.feConfig('manage-promotion-pages').then((doc) => live && setDocument(doc ?? null));
    return () => {
      live = false;
    };
  }, [runtime, loggedIn]);
  if (!loggedIn || document === undefined) return false;
  return pageOpenTo(document, HUB_SLUG, groups);
}

const entry = (id: string): MenuEntry => ({ id, order: 0, labelKey: 'adventures:menu.hub', to: HUB_PATH, icon: 'globe' });

export function useHeaderHubEntries(): MenuEntry[] {
  return useHubOpen() ? [entry('header-hub')] : [];
}

export function useSidebarHubEntries(): MenuEntry[] {
  return useHubOpen() ? [entry('sidebar-hub')] : [];
}
