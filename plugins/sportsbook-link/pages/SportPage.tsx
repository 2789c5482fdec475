import { useEffect } from 'react';
import type { RouteProps } from '@core/index';
import { bettingTarget } from '../rules';
import { leaveFor, useSportsVisit } from '../use-sports-visit';
import { SportNotice } from './SportNotice';

/** `/sport/{param?}`: the betting site (its `param` section) where it is on offer; a notice elsewhere. */
export default function SportPage({ params }: RouteProps) {
  const visit = useSportsVisit();
  const target = visit.status === 'ready' && visit.available && visit.config ? bettingTarget(visit.config.url, params.param) : null;
  useEffect(() => {
    if (target) leaveFor(target);
  }, [target]);
  if (visit.status === 'loading') return <SportNotice state="loading" />;
  return target ? <SportNotice state="leaving" target={target} /> : <SportNotice state="unavailable" />;
}
