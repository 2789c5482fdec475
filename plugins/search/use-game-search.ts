import { useEffect, useState } from 'react';
import { SEARCH_MIN_CHARS } from '@config/timing';
import type { Device, Game } from '@schemas/wire/games';
import { usePluginOptions, usePluginState } from '@core/index';
import { searchApiState } from './api';
import { searchManifest } from './manifest';
import { searchState } from './state';

const device = (): Device => (typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? 'mobile' : 'desktop');

/**
 * Games for a settled query: a title search above 2 characters, the recommended games otherwise
 * (spec §4). Answers to an older query that arrive late are ignored.
 */
export function useGameSearch(query: string): { games: Game[] | null; loading: boolean; failed: boolean } {
  const store = usePluginState(searchState);
  const options = usePluginOptions(searchManifest);
  const api = usePluginState(searchApiState);
  const [state, setState] = useState<{ query: string; games: Game[] | null; failed: boolean }>({ query: '', games: null, failed: false });
  const searching = query.length >= SEARCH_MIN_CHARS;
  useEffect(() => {
    let live = true;
    if (!searching && store.state.recommended) {
      setState({ query, games: store.state.recommended, failed: false });
      return;
    }
    const request = searching
      ? api.search(query, device(), options.resultsLimit)
      : api.recommended(options.recommendedCollection, device(), 12).then((games) => {
          store.setRecommended(games);
          return games;
        });
    request.then(
      (games) => live && setState({ query, games, failed: false }),
      () => live && setState({ query, games: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [api, store, options, query, searching]);
  const current = state.query === query;
  // The previous answer stays on screen while the next one loads, so the list does not flicker.
  return { games: state.games, loading: !current, failed: current && state.failed };
}
