import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, useVisibility, type MenuEntry } from '@core/index';
import { activeCount } from './promo-status';
import { tournamentsState } from './state';

/**
 * The sidebar's promotions (spec part 1 §2): tournaments with the count of active ones, then lotteries while
 * their flag is on. A menu source hook, so it ships in the entry: it only reads the store and, once the drawer
 * is drawn (the sidebar renders only while open), loads the list through the lazy actions.
 */
export function useSidebarPromotions(): MenuEntry[] {
  const runtime = useRuntime();
  const store = usePluginState(tournamentsState);
  const { tournaments } = useSnapshot(store.state);
  const { groups, flags } = useVisibility();
  useEffect(() => {
    void import('./actions').then((actions) => actions.ensureTournaments(runtime));
  }, [runtime]);
  const count = tournaments ? activeCount(tournaments, groups, Date.now()) : undefined;
  const entries: MenuEntry[] = [{ id: 'sidebar-tournaments', order: 0, labelKey: 'tournaments:menu.tournaments', to: '/tournaments', icon: 'trophy', count }];
  if (flags.enableLotteries) entries.push({ id: 'sidebar-lotteries', order: 50, labelKey: 'tournaments:menu.lotteries', to: '/tournaments/lotteries', icon: 'dice' });
  return entries;
}
