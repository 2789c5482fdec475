import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import type { RoundSettled } from '../../domain-event-map';
import { accrualMultiplier } from './multipliers';
import { creditPoints, isDisabled, pushPointsAfterCommit } from './store';

/** Cents of real stake per point in a currency, or null when the currency earns nothing. */
export const centsPerPoint = (db: Db, currency: string) =>
  (db.prepare('SELECT cents_per_point FROM comp_point_accrual_rates WHERE currency = ?').pluck().get(currency) as number | undefined) ?? null;

/**
 * The arithmetic of one bet, pure: the weighted stake (`floor(realBet × multiplier)`) is added to what earlier bets
 * left over; every whole `centsPerPoint` of it is a point, the rest is carried to the next bet.
 */
export function accrue(carriedCents: number, realBetCents: number, multiplier: number, centsPerPointValue: number): { points: number; carriedCents: number } {
  const weighted = Math.floor(realBetCents * multiplier);
  const total = carriedCents + Math.max(0, weighted);
  return { points: Math.floor(total / centsPerPointValue), carriedCents: total % centsPerPointValue };
}

/**
 * `round.settled`, in the round's transaction (the points commit with the bet or not at all). Earns only on real
 * money actually staked: demo rounds (play money), free rounds of a free-spin pack (nothing staked) and the bonus
 * part of a stake (the casino's money) earn nothing — README.md. A player marked disabled earns nothing. The round's
 * id is the ledger ref, so a replayed event adds nothing.
 */
export function accrueRound(ctx: Pick<PlatformContext, 'db' | 'events'>, round: Readonly<RoundSettled>): void {
  if (round.mode !== 'real' || round.freeRound || round.realBetCents <= 0) return;
  const { db } = ctx;
  const rate = centsPerPoint(db, round.currency);
  if (rate === null || isDisabled(db, round.playerId)) return;
  const ref = `round:${round.roundId}`;
  if (db.prepare('SELECT 1 FROM comp_point_ledger WHERE ref = ?').get(ref)) return;
  const carried =
    (db.prepare('SELECT stake_cents FROM comp_point_remainders WHERE player_id = ? AND currency = ?').pluck().get(round.playerId, round.currency) as number | undefined) ?? 0;
  const result = accrue(carried, round.realBetCents, accrualMultiplier(db, round.playerId, round.currency), rate);
  db.prepare(
    `INSERT INTO comp_point_remainders (player_id, currency, stake_cents) VALUES (?, ?, ?)
     ON CONFLICT (player_id, currency) DO UPDATE SET stake_cents = excluded.stake_cents`,
  ).run(round.playerId, round.currency, result.carriedCents);
  if (result.points > 0 && creditPoints(db, round.playerId, result.points, 'accrual', ref, round.settledAt)) pushPointsAfterCommit(ctx, round.playerId);
}
