import type { Db } from '../../db/database';
import type { LimitType } from '../../../schemas/wire/limits';

export interface LimitRow {
  id: number;
  player_id: number;
  type: LimitType;
  period: string;
  currency: string | null;
  amount_cents: number | null;
  status: 'unconfirmed' | 'pending' | 'active' | 'disabling';
  confirmation_token_hash: string | null;
  confirm_until: string | null;
  confirmed_at: string | null;
  active_until: string | null;
  disable_at: string | null;
  applies_at: string | null;
  removal_requested: number;
  created_at: string;
}

export const LOCK_TYPES: readonly LimitType[] = ['cooling_off', 'self_exclusion'];
export const isLock = (type: LimitType) => LOCK_TYPES.includes(type);

/**
 * Limits in force now: confirmed, not past a scheduled removal, for locks not yet run out; a confirmed looser
 * limit once its `applies_at` has come, and then no longer the limit of the same type, period and currency it
 * replaces. Computed at read time, so nothing needs a timer and enforcement never waits for a purge.
 */
export function limitsInForce(db: Db, playerId: number, now = new Date().toISOString()): LimitRow[] {
  return db
    .prepare(
      `SELECT * FROM user_limits l WHERE l.player_id = @playerId AND (
         (l.status IN ('active', 'disabling')
           AND (l.disable_at IS NULL OR l.disable_at > @now)
           AND NOT (l.type IN ('cooling_off', 'self_exclusion') AND l.active_until IS NOT NULL AND l.active_until <= @now)
           AND NOT EXISTS (SELECT 1 FROM user_limits p WHERE p.player_id = l.player_id AND p.status = 'pending'
             AND p.applies_at <= @now AND p.type = l.type AND p.period = l.period AND p.currency IS l.currency))
         OR (l.status = 'pending' AND l.applies_at <= @now))`,
    )
    .all({ playerId, now }) as LimitRow[];
}

/**
 * Tidies what has run out: unconfirmed past their deadline, removals past `disable_at`, finished locks,
 * removal requests nobody confirmed; and a pending looser limit whose time has come replaces its predecessor.
 */
export function purgeFinishedLimits(db: Db, playerId: number, now = new Date().toISOString()) {
  db.transaction(() => {
    const due = db.prepare("SELECT * FROM user_limits WHERE player_id = ? AND status = 'pending' AND applies_at <= ?").all(playerId, now) as LimitRow[];
    for (const row of due) {
      db.prepare('DELETE FROM user_limits WHERE player_id = ? AND id <> ? AND type = ? AND period = ? AND currency IS ? AND status IN (\'active\', \'disabling\')').run(
        playerId, row.id, row.type, row.period, row.currency,
      );
      db.prepare("UPDATE user_limits SET status = 'active', applies_at = NULL WHERE id = ?").run(row.id);
    }
    db.prepare(
      `DELETE FROM user_limits WHERE player_id = @playerId AND (
         (status = 'unconfirmed' AND confirm_until <= @now)
         OR (disable_at IS NOT NULL AND disable_at <= @now)
         OR (type IN ('cooling_off', 'self_exclusion') AND status = 'active' AND active_until IS NOT NULL AND active_until <= @now))`,
    ).run({ playerId, now });
    db.prepare(
      `UPDATE user_limits SET removal_requested = 0, confirmation_token_hash = NULL, confirm_until = NULL
        WHERE player_id = @playerId AND removal_requested = 1 AND confirm_until <= @now`,
    ).run({ playerId, now });
  })();
}

export const playerLimits = (db: Db, playerId: number) =>
  db.prepare('SELECT * FROM user_limits WHERE player_id = ? ORDER BY id').all(playerId) as LimitRow[];

/** The same type, period and currency: "one limit per type and period" (per currency for money). */
export const sameKind = (db: Db, playerId: number, type: string, period: string, currency: string | null) =>
  db
    .prepare('SELECT * FROM user_limits WHERE player_id = ? AND type = ? AND period = ? AND currency IS ? ORDER BY id')
    .all(playerId, type, period, currency) as LimitRow[];
