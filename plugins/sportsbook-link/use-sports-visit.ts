import { useEffect, useState } from 'react';
import { stateOf, useRuntime } from '@core/index';
import type { BettingConfig } from '@schemas/wire/sportsbook';
import { sportsApiState } from './api';
import { sportsAvailable } from './rules';

export type SportsVisitState = { status: 'loading' } | { status: 'ready'; config: BettingConfig | null; available: boolean };

/** The betting document and the project's apps, read once per route visit, and whether sports are on offer here. */
export function useSportsVisit(): SportsVisitState {
  const runtime = useRuntime();
  const [state, setState] = useState<SportsVisitState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const api = stateOf(runtime, sportsApiState);
    void Promise.all([api.bettingConfig(), api.projectApps()]).then(([config, apps]) => {
      if (!live) return;
      setState({ status: 'ready', config, available: sportsAvailable({ config, apps, host: runtime.host, country: runtime.country }) });
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  return state;
}

/**
 * Leaves the app for the betting site. On `window.location` on purpose: another site needs a full page load, which
 * no in-app navigation does.
 */
export function leaveFor(url: string) {
  globalThis.location?.assign(url);
}
