import { utcDay } from '../../../schemas/wire/adventures';
import type { PlatformContext } from '../../context';
import type { PaymentChanged, RoundSettled } from '../../domain-event-map';
import { groupsOf } from '../accounts/public';
import { readAdventure, takesPart, type Adventure } from './calendar';
import { conditionsMet, dayTargets } from './conditions';
import { givePrize } from './prize';
import { addActivity, claimCompletion, markCounted, recordOutcome, standingOn } from './store';

type Ctx = Pick<PlatformContext, 'db' | 'events' | 'clock'>;

/**
 * Counting (in the fact's transaction, `on.inTransaction`): a succeeded deposit or a real-money round of a player
 * taking part adds to their day while the adventure runs (its first to its last day, UTC); then the day is checked,
 * and when its conditions are met for the first time it is completed and its prize given, in the same transaction.
 * So the day, the progress and the gift commit with the deposit or bet, or not at all; a replayed fact counts once.
 */
function count(ctx: Ctx, fact: { ref: string; playerId: number; currency: string; at: string; depositCents: number; wagerCents: number }) {
  const today = utcDay(new Date(fact.at));
  const adventure = readAdventure(ctx.db, today);
  if (!adventure || today < adventure.firstDay || today > adventure.lastDay) return;
  if (!takesPart(adventure, groupsOf(ctx.db, fact.playerId))) return;
  if (!markCounted(ctx.db, fact.ref, fact.at)) return;
  addActivity(ctx.db, { playerId: fact.playerId, key: adventure.key, day: today, currency: fact.currency, depositCents: fact.depositCents, wagerCents: fact.wagerCents });
  completeDue(ctx, adventure, fact.playerId, fact.currency, today, fact.at);
}

/** Completes the day(s) dated `today` whose conditions the player now meets, once each. */
export function completeDue(ctx: Ctx, adventure: Adventure, playerId: number, currency: string, today: string, at: string) {
  for (const day of adventure.days.filter((d) => d.date === today)) {
    const standing = standingOn(ctx.db, playerId, adventure.key, today, currency);
    if (!conditionsMet(standing, dayTargets(day.condition, currency))) continue;
    if (!claimCompletion(ctx.db, { player_id: playerId, adventure_key: adventure.key, step: day.step, day: today, currency, completed_at: at })) continue;
    const result = givePrize(ctx, day, playerId, currency, `adventure:${adventure.key}:${day.step}`);
    if (result.ok) recordOutcome(ctx.db, playerId, adventure.key, day.step, result.kind, result.id, result.title);
    else recordOutcome(ctx.db, playerId, adventure.key, day.step, result.reason, null, null);
  }
}

export function countRound(ctx: Ctx, round: Readonly<RoundSettled>) {
  // Real money only: demo rounds are play money and a free round of a pack stakes nothing of the player's.
  if (round.mode !== 'real' || round.freeRound || round.betCents <= 0) return;
  count(ctx, { ref: `round:${round.roundId}`, playerId: round.playerId, currency: round.currency, at: round.settledAt, depositCents: 0, wagerCents: round.betCents });
}

export function countPayment(ctx: Ctx, payment: Readonly<PaymentChanged>) {
  if (payment.action !== 'deposit' || payment.state !== 'succeeded' || payment.previousState === 'succeeded') return;
  count(ctx, { ref: `payment:${payment.paymentId}`, playerId: payment.playerId, currency: payment.currency, at: payment.changedAt, depositCents: payment.amountCents, wagerCents: 0 });
}
