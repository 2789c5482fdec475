import { proxy, ref } from 'valtio';
import type { CompRateCard, CompRateType, PlayerCompPoints } from '@schemas/wire/comp-points';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export interface ShopData {
  /** The player's points; null: not loaded (a guest has none). */
  points: PlayerCompPoints | null;
  pointsLoad: LoadState;
  /** The cards per type (kept with `ref`: replaced, never mutated in place). */
  rates: Partial<Record<CompRateType, CompRateCard[]>>;
  ratesLoad: LoadState;
}

/** One per runtime and session (`shopState`): the points are the player's and go at logout. */
export function createShopStore() {
  const state = proxy<ShopData>({ points: null, pointsLoad: 'idle', rates: {}, ratesLoad: 'idle' });
  return {
    state,
    setPoints(points: PlayerCompPoints) {
      state.points = ref({ chargeable: { ...points.chargeable }, persistent: { ...points.persistent } });
    },
    setRates(type: CompRateType, cards: CompRateCard[]) {
      state.rates[type] = ref(cards);
    },
  };
}
export type ShopStore = ReturnType<typeof createShopStore>;
