import { useEffect, useState } from 'react';
import { useRuntime, useVisibility, type MenuEntry } from '@core/index';
import { HUB_PATH, HUB_SLUG } from './rules/page-access';

/**
 * Whether `manage-promotion-pages` opens the hub to the player (spec part 1 §2 "activity hub … if enabled"; part 2
 * §6). Ships in the entry, so it reads the document raw and checks it by hand (the zod reader stays lazy); the
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
  return rawPageOpen(document, groups);
}

/** `rules/page-access.ts` on an unparsed document: same rule, no schema in the entry. */
function rawPageOpen(document: unknown, groups: readonly number[]): boolean {
  const doc = document as { testerGroups?: unknown; pages?: unknown } | null;
  if (!doc || !Array.isArray(doc.pages)) return true;
  const ints = (list: unknown) => (Array.isArray(list) ? list.filter((g): g is number => Number.isInteger(g)) : []);
  if (ints(doc.testerGroups).some((g) => groups.includes(g))) return true;
  const page = (doc.pages as { slug?: unknown; enabled?: unknown; groups?: unknown }[]).find((p) => p?.slug === HUB_SLUG);
  if (!page) return true;
  const allowed = ints(page.groups);
  return page.enabled === true && (allowed.length === 0 || allowed.some((g) => groups.includes(g)));
}

const entry = (id: string): MenuEntry => ({ id, order: 0, labelKey: 'adventures:menu.hub', to: HUB_PATH, icon: 'globe' });

export function useHeaderHubEntries(): MenuEntry[] {
  return useHubOpen() ? [entry('header-hub')] : [];
}

export function useSidebarHubEntries(): MenuEntry[] {
  return useHubOpen() ? [entry('sidebar-hub')] : [];
}
