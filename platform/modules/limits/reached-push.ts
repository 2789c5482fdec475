import type { PlatformContext } from '../../context';
import type { RoundSettled } from '../../domain-event-map';
import { limitBlockingBet } from './enforce';

/** The smallest stake there is: a limit that refuses it is reached. */
const ANY_BET_CENTS = 1;

/**
 * Issue 22 item 5: after a real-money round commits, a wager, loss or session limit that now refuses any further
 * bet is announced on the player's `game_limits` channel (`reached`, `{type}`), so the client leaves the game for the
 * limits page at once instead of at the next refused bet. Each later bet is refused, so no further round (and no
 * second push) follows until the limit resets. Demo rounds count against nothing and announce nothing.
 */
export function pushReachedLimit(ctx: PlatformContext, round: RoundSettled, now = new Date()) {
  if (round.mode !== 'real') return;
  const type = limitBlockingBet(ctx.db, round.playerId, round.currency, ANY_BET_CENTS, now);
  if (type) ctx.events.emit({ scope: 'private', playerId: round.playerId, channel: 'game_limits', event: 'reached', payload: { type } });
}
