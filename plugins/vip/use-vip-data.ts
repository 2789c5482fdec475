import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, useVisibility } from '@core/index';
import { loadProgram, loadProgress, loadSubscriptions } from './actions';
import { vipState } from './state';

/**
 * What the VIP blocks draw from: the programme config for everyone; the progress (and, with `subscriptions`, the
 * tiers) for a player. Each is loaded once per session; the groups handler reloads the progress on a change.
 */
export function useVipData(options: { subscriptions?: boolean } = {}) {
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const store = usePluginState(vipState);
  const snap = useSnapshot(store.state);
  useEffect(() => {
    void loadProgram(runtime);
    if (!loggedIn) return;
    if (store.state.progressLoad === 'idle') void loadProgress(runtime);
    if (options.subscriptions && store.state.subscriptionsLoad === 'idle') void loadSubscriptions(runtime);
  }, [runtime, loggedIn, store, options.subscriptions]);
  return snap;
}
