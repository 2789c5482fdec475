import type { RouteProps } from '@core/index';
import { JackpotView } from './JackpotView';

/** `/jackpots/{identifier}`: any jackpot the platform lists (a finished one shows its last amounts and winners). */
export default function JackpotPage({ params }: RouteProps) {
  return <JackpotView identifier={params.identifier ?? ''} accept={() => true} />;
}
