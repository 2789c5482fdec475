import type { WireVipStatusProgress } from '../../../schemas/wire/vip';
import type { Db } from '../../db/database';
import { DIAMOND, levelReachedBy, nextLevel, thresholdsFor } from './levels';
import { quarterOf } from './quarter';
import { heldLevel } from './status';
import { quarterSums } from './store';

const ratio = (amount: number, threshold: number) => (threshold <= 0 ? 1 : Math.min(1, amount / threshold));

/**
 * `/jam/vip_status_progress` (WIRE.md): this quarter's sums in `currency` against the next status's thresholds.
 * At Diamond there is no next status: the thresholds are Diamond's own (its save target) and progress stops at 1
 * (spec part 2 §4 "Diamond users cap progress at the save target"). `overallProgress` is the mean of the deposit
 * and bet parts, each capped at 1: a status needs both.
 */
export function progressOf(db: Db, playerId: number, currency: string, now: Date): WireVipStatusProgress {
  const held = heldLevel(db, playerId, now);
  const sums = quarterSums(db, playerId, quarterOf(now), currency);
  const next = nextLevel(held);
  const target = thresholdsFor(next ?? DIAMOND, currency);
  const secured = levelReachedBy(sums, currency);
  const overall = (ratio(sums.depositCents, target.depositCents) + ratio(sums.betCents, target.betCents)) / 2;
  return {
    currency,
    currentStatus: held.name,
    activeStatus: secured.name,
    nextStatus: next?.name ?? null,
    depositAmountCents: sums.depositCents,
    depositThresholdCents: target.depositCents,
    betSumCents: sums.betCents,
    betSumThresholdCents: target.betCents,
    // Floored: 1 only when both thresholds are met.
    overallProgress: Math.floor(overall * 10_000) / 10_000,
  };
}
