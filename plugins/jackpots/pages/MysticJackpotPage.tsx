import type { RouteProps } from '@core/index';
import type { JackpotEntry } from '@schemas/wire/jackpots';
import { JackpotView } from './JackpotView';

/** Spec part 2 §2: `/{identifier}` shows an ACTIVE MYSTIC jackpot only; anything else there is not found. */
const activeMystic = (jackpot: JackpotEntry) => jackpot.mystic && jackpot.state === 'active';

/** The page of one site-configured mystic jackpot (one route copy per `mysticJackpots` entry). */
export function mysticJackpotPage(identifier: string) {
  return function MysticJackpotPage(_props: RouteProps) {
    return <JackpotView identifier={identifier} accept={activeMystic} />;
  };
}
