import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, useSession } from '@core/index';
import { loginBlocked, registrationBlocked } from '../rules/region-rules';
import { authRegionState } from '../state';

/**
 * Spec part 1 §2, §8: a guest in a restricted region cannot log in or register; opening the popup shows
 * the router message and goes to main.
 */
export function useRegionGate(kind: 'login' | 'registration'): boolean {
  const runtime = useRuntime();
  const session = useSession();
  const { region } = useSnapshot(usePluginState(authRegionState));
  const loggedIn = session.status === 'player';
  const blocked = kind === 'login' ? loginBlocked(loggedIn, region) : registrationBlocked(loggedIn, region, runtime.licence);
  useEffect(() => {
    if (!blocked) return;
    runtime.toasts.show({ kind: 'warning', messageKey: kind === 'login' ? 'core:router.loginRestricted' : 'core:router.registrationRestricted' });
    runtime.navigate(runtime.pathOf('main'), { replace: true });
  }, [blocked, kind, runtime]);
  return blocked;
}
