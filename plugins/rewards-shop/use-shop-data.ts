import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, useSession, useVisibility } from '@core/index';
import { COMP_RATE_TYPES, type CompRateCard } from '@schemas/wire/comp-points';
import { ensurePoints, ensureRates } from './actions';
import type { ShopCard } from './rules/sections';
import { shopState } from './state';

/** The store as components read it (a snapshot). */
export function useShopSnapshot() {
  const store = usePluginState(shopState);
  return useSnapshot(store.state);
}

/** The player's spendable points, or null while unknown (a guest: always). */
export function useChargeable(): number | null {
  const snap = useShopSnapshot();
  const { loggedIn } = useVisibility();
  return loggedIn && snap.points ? snap.points.chargeable.points : null;
}

/** The currency the shop prices in: the active wallet's, else the player's, else null (a guest: the EUR rate). */
export function useShopCurrency(): string | null {
  const session = useSession();
  return session.accounts.find((a) => a.active)?.currency ?? session.player?.currency ?? null;
}

/**
 * Loads the rates (and the player's points) for a page, and answers every card in shop order, or null while
 * loading. `force` reads the points again (the page opened: they may have moved in another tab).
 */
export function useShopCards(): { cards: ShopCard[] | null; failed: boolean } {
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const snap = useShopSnapshot();
  useEffect(() => {
    void ensureRates(runtime);
    if (loggedIn) void ensurePoints(runtime, { force: true });
  }, [runtime, loggedIn]);
  const cards = useMemo(() => {
    if (snap.ratesLoad !== 'ready') return null;
    return COMP_RATE_TYPES.flatMap((type) => ((snap.rates[type] ?? []) as CompRateCard[]).map((card) => ({ type, card })));
  }, [snap.ratesLoad, snap.rates]);
  return { cards, failed: snap.ratesLoad === 'failed' };
}
