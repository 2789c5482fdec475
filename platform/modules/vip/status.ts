import type { PlatformContext, PlatformData } from '../../context';
import { assignGroups } from '../accounts/public';
import { DIAMOND, IRON, levelIndex, levelOf, levelReachedBy, VIP_LEVELS, type VipLevel } from './levels';
import { nextQuarter, quarterOf } from './quarter';
import { addToQuarter, quarterSums, quarterSumsByCurrency, readSubscription, readVipPlayer, writeVipPlayer } from './store';
import { benefitsOf } from './subscriptions';

/**
 * The status a player holds, and how it moves (spec part 2 §4, README.md):
 * - up at once, in the transaction of the deposit or round that reached the next level's quarter sums, with the
 *   tier's group added through accounts (`player.groups_changed`, so the `groups_updates` push follows);
 * - at a quarter's end a status whose thresholds that quarter's sums did not meet drops one level (not below
 *   what the sums did reach); Diamond is for life. The roll-over is lazy: done when the player's status is next
 *   read or moved, once per quarter that passed.
 */

/** The held level after rolling over every quarter that ended since it was last looked at (writes it). */
export function heldLevel(db: PlatformData['db'], playerId: number, now: Date): VipLevel {
  const row = readVipPlayer(db, playerId);
  const current = quarterOf(now);
  if (!row) return IRON;
  if (row.quarter === current) return levelOf(row.status_id);
  let level = levelOf(row.status_id);
  for (let quarter = row.quarter; quarter < current; quarter = nextQuarter(quarter)) {
    if (level === DIAMOND) break;
    const reached = bestReached(db, playerId, quarter);
    if (levelIndex(reached.statusId) < levelIndex(level.statusId)) level = VIP_LEVELS[Math.max(levelIndex(reached.statusId), levelIndex(level.statusId) - 1)]!;
  }
  writeVipPlayer(db, { ...row, status_id: level.statusId, quarter: current });
  return level;
}

/** The highest level a quarter's sums reach in any of the player's currencies. */
function bestReached(db: PlatformData['db'], playerId: number, quarter: string): VipLevel {
  let best = IRON;
  for (const sums of quarterSumsByCurrency(db, playerId, quarter)) {
    const reached = levelReachedBy(sums, sums.currency);
    if (levelIndex(reached.statusId) > levelIndex(best.statusId)) best = reached;
  }
  return best;
}

/**
 * Adds a deposit or a real bet to the quarter's sums and raises the status when they reach a higher level.
 * Runs inside the publisher's transaction. Answers the new level when it rose, else null.
 */
export function countForVip(ctx: PlatformContext, playerId: number, currency: string, add: { depositCents?: number; betCents?: number }, now: Date): VipLevel | null {
  const { db } = ctx;
  const held = heldLevel(db, playerId, now);
  const quarter = quarterOf(now);
  // The subscription's bonus makes each real bet count for a little more (subscriptions.ts).
  const bonus = benefitsOf(readSubscription(db, playerId)?.tier)?.vipBetBonusPercent ?? 0;
  const betCents = add.betCents ? Math.floor((add.betCents * (100 + bonus)) / 100) : 0;
  addToQuarter(db, playerId, quarter, currency, { depositCents: add.depositCents ?? 0, betCents });
  const reached = levelReachedBy(quarterSums(db, playerId, quarter, currency), currency);
  if (levelIndex(reached.statusId) <= levelIndex(held.statusId)) {
    if (!readVipPlayer(db, playerId)) writeVipPlayer(db, { player_id: playerId, status_id: held.statusId, quarter, reached_at: now.toISOString() });
    return null;
  }
  setStatus(ctx, playerId, reached, now);
  return reached;
}

/** Holds `level` from now, and gives the player its tier group (accounts publishes the change). */
export function setStatus(ctx: PlatformData, playerId: number, level: VipLevel, now: Date) {
  writeVipPlayer(ctx.db, { player_id: playerId, status_id: level.statusId, quarter: quarterOf(now), reached_at: now.toISOString() });
  if (level !== IRON) assignGroups(ctx, playerId, [level.statusId]);
}
