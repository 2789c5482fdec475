import type { Db } from '../../db/database';
import type { LimitType } from '../../../schemas/wire/limits';
import { isLock, limitsInForce, type LimitRow } from './limit-store';
import { periodStart } from './periods';
import { depositedSince, lostSince, sessionMinutes, wageredSince } from './usage';

/**
 * The enforcement API money modules call (through public.ts) before moving money. Each function answers the type of the
 * first limit that forbids the action, or `null`. Every limit in force is checked on its own, so a looser
 * new limit never overrides a tighter one still in force.
 */

/** A cooling-off or self-exclusion in force; it also blocks sign-in. */
export function activeLock(db: Db, playerId: number, now = new Date()): LimitRow | null {
  return limitsInForce(db, playerId, now.toISOString()).find((limit) => isLock(limit.type)) ?? null;
}

export function limitBlockingDeposit(db: Db, playerId: number, currency: string, amountCents: number, now = new Date()): LimitType | null {
  for (const limit of limitsInForce(db, playerId, now.toISOString())) {
    if (isLock(limit.type)) return limit.type;
    if (limit.type !== 'deposit' || limit.currency !== currency) continue;
    const used = depositedSince(db, playerId, currency, periodStart(limit.period, now).toISOString());
    if (used + amountCents > (limit.amount_cents ?? 0)) return 'deposit';
  }
  return null;
}

/**
 * `amountCents` is the stake of a bet not yet drawn nor recorded: usage counts only settled rounds, so a
 * bet that exactly reaches a wager or loss limit is allowed and the answer never depends on the outcome.
 */
export function limitBlockingBet(db: Db, playerId: number, currency: string, amountCents: number, now = new Date()): LimitType | null {
  for (const limit of limitsInForce(db, playerId, now.toISOString())) {
    if (isLock(limit.type)) return limit.type;
    const cap = limit.amount_cents ?? 0;
    if (limit.type === 'session' && sessionMinutes(db, playerId, now) >= cap) return 'session';
    if (limit.currency !== currency) continue;
    const since = periodStart(limit.period, now).toISOString();
    if (limit.type === 'wager' && wageredSince(db, playerId, currency, since) + amountCents > cap) return 'wager';
    // The worst case of a bet is losing all of it.
    if (limit.type === 'loss' && lostSince(db, playerId, currency, since) + amountCents > cap) return 'loss';
  }
  return null;
}
