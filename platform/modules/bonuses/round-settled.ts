import type { RoundSettled } from '../../domain-event-map';
import { recordWeeklyPlay } from './cashback';
import { playFreeRound } from './freespins';
import { Changes, type BonusContext } from './pushes';
import { wagerRound } from './wagering';

/**
 * round.settled, in the round's transaction (a throw rolls the round back): a free round counts on its pack; a
 * paid real-money round adds to the week's cashback base and to the active bonus's wagering. Demo rounds concern
 * no money. The pushes of what changed follow the round's commit.
 */
export function settleRoundForBonuses(ctx: BonusContext, round: Readonly<RoundSettled>) {
  if (round.mode !== 'real') return;
  const changes = new Changes();
  const now = ctx.clock.now();
  if (round.freeRound) playFreeRound(ctx, changes, round, now);
  else {
    recordWeeklyPlay(ctx.db, round);
    wagerRound(ctx, changes, round, now);
  }
  changes.pushAfterCommit(ctx);
}
