import { useEffect, useState } from 'react';
import { useRuntime, useVisibility, type MenuEntry } from '@core/index';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';

/**
 * The sidebar's chance-page entry (spec part 1 §2: "chance page (each if enabled)"): shown when the shop is on and
 * `manage-promotion-pages` opens `rocket-chance` to the player's groups. A menu source hook, so it ships in the
 * entry; the sidebar renders only while open, so the document is read then, not at boot.
 */
export function useChanceEntries(): MenuEntry[] {
  const runtime = useRuntime();
  const { groups, flags } = useVisibility();
  const [document, setDocument] = useState<unknown>(undefined);
  useEffect(() => {
    let live = true;
    void runtime
      .feConfig('manage-promotion-pages')
      .catch(() => null)
      .then((doc) => live && setDocument(doc));
    return () => {
      live = false;
    };
  }, [runtime]);
  if (!flags.enableConpoints || document === undefined || !pageOpenTo(document, 'rocket-chance', groups)) return [];
  return [{ id: 'sidebar-chance', order: 0, labelKey: 'rewards-shop:menu.chance', to: '/rocket-chance', icon: 'dice' }];
}
