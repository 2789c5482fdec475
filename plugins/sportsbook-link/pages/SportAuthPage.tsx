import { useEffect } from 'react';
import { useRuntime, useSession } from '@core/index';
import { bettingTarget, closedToGuest } from '../rules';
import { leaveFor, useSportsVisit } from '../use-sports-visit';
import { SportNotice } from './SportNotice';

/** Where the sign-in or sign-up of the sports site leads: the casino's own popup, then on to the betting site. */
const SPORT_PATH = '/sport';

/**
 * `/sport/login` and `/sport/registration`: a guest gets the casino's sign-in or sign-up popup with `redirect`
 * back to `/sport` (which then leaves for the betting site); a player goes straight to the betting site. The
 * status-451 rule (§2): a guest from a country the sports routes are closed to sees the router warning and goes to
 * main; elsewhere where sports are not on offer, the notice.
 */
export function SportAuthPage({ kind }: { kind: 'login' | 'registration' }) {
  const runtime = useRuntime();
  const session = useSession();
  const visit = useSportsVisit();
  const loggedIn = session.status === 'player';
  const decision =
    visit.status === 'loading'
      ? 'loading'
      : closedToGuest(visit.config, runtime.country, loggedIn)
        ? 'restricted'
        : !visit.available || !visit.config
          ? 'unavailable'
          : loggedIn
            ? 'leave'
            : 'popup';
  const target = visit.status === 'ready' && visit.config ? bettingTarget(visit.config.url, undefined) : '';
  useEffect(() => {
    if (decision === 'restricted') {
      runtime.toasts.show({ kind: 'warning', messageKey: kind === 'login' ? 'core:router.loginRestricted' : 'core:router.registrationRestricted' });
      runtime.navigate(runtime.pathOf('main'), { replace: true });
    } else if (decision === 'popup') {
      runtime.navigate(`${runtime.pathOf(kind === 'login' ? 'sign-in' : 'registration')}?redirect=${encodeURIComponent(SPORT_PATH)}`, { replace: true });
    } else if (decision === 'leave') {
      leaveFor(target);
    }
  }, [decision, kind, runtime, target]);
  if (decision === 'unavailable') return <SportNotice state="unavailable" />;
  if (decision === 'leave') return <SportNotice state="leaving" target={target} />;
  return <SportNotice state="loading" />;
}
