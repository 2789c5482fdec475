import type { Db } from '../../db/database';
import type { LimitType } from '../../../schemas/wire/limits';

export interface LimitRow {
  id: number;
  player_id: number;
  type: LimitType;
  period: string;
  currency: string | null;
  amount_cents: number | null;
  status: 'unconfirmed' | 'active' | 'disabling';
  confirmation_token_hash: string | null;
  confirm_until: string | null;
  confirmed_at: string | null;
  active_until: string | null;
  disable_at: string | null;
  created_at: string;
}

export const LOCK_TYPES: readonly LimitType[] = ['cooling_off', 'self_exclusion'];
export const isLock = (type: LimitType) => LOCK_TYPES.includes(type);

/**
 * Limits in force now: confirmed, not past a scheduled removal, and for locks not yet run out. Expiry is
 * computed at read time, so nothing needs a timer.
 */
export function limitsInForce(db: Db, playerId: number, now = new Date().toISOString()): LimitRow[] {
  return db
    .prepare(
      `SELECT * FROM user_limits WHERE player_id = ? AND status IN ('active', 'disabling')
         AND (disable_at IS NULL OR disable_at > @now)
         AND NOT (type IN ('cooling_off', 'self_exclusion') AND active_until IS NOT NULL AND active_until <= @now)`,
    )
    .all(playerId, { now }) as LimitRow[];
}

/** Drops what has run out: unconfirmed past their deadline, removals past `disable_at`, finished locks. */
export function purgeFinishedLimits(db: Db, playerId: number, now = new Date().toISOString()) {
  db.prepare(
    `DELETE FROM user_limits WHERE player_id = @playerId AND (
       (status = 'unconfirmed' AND confirm_until <= @now)
       OR (disable_at IS NOT NULL AND disable_at <= @now)
       OR (type IN ('cooling_off', 'self_exclusion') AND status = 'active' AND active_until IS NOT NULL AND active_until <= @now))`,
  ).run({ playerId, now });
}

export const playerLimits = (db: Db, playerId: number) =>
  db.prepare('SELECT * FROM user_limits WHERE player_id = ? ORDER BY id').all(playerId) as LimitRow[];
