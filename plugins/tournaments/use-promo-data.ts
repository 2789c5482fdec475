import { useSnapshot } from 'valtio';
import { usePluginState } from '@core/index';
import { tournamentsState } from './state';
import type { TournamentsData } from './store';

/**
 * The store's snapshot for rendering. Lists and standings are kept with `ref` (replaced, never mutated), so the
 * snapshot holds the very objects the wire schemas made: typed here as they are, not as deep read-only copies.
 */
export function usePromoData(): TournamentsData {
  const store = usePluginState(tournamentsState);
  return useSnapshot(store.state) as unknown as TournamentsData;
}
