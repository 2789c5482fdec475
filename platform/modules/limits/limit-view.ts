import type { Db } from '../../db/database';
import type { WireUserLimit } from '../../../schemas/wire/limits';
import { isLock, type LimitRow } from './limit-store';
import { periodEnd, periodStart } from './periods';
import { depositedSince, lostSince, sessionMinutes, wageredSince } from './usage';

function usedInPeriod(db: Db, row: LimitRow, now: Date): number {
  if (row.type === 'session') return sessionMinutes(db, row.player_id, now);
  if (!row.currency) return 0;
  const since = periodStart(row.period, now).toISOString();
  if (row.type === 'deposit') return depositedSince(db, row.player_id, row.currency, since);
  if (row.type === 'wager') return wageredSince(db, row.player_id, row.currency, since);
  if (row.type === 'loss') return lostSince(db, row.player_id, row.currency, since);
  return 0;
}

/** A `user_limits` row in the wire shape of WIRE.md (`accounts` carries the amounts). */
export function toUserLimit(db: Db, row: LimitRow, now = new Date()): WireUserLimit {
  const lock = isLock(row.type);
  const account = lock
    ? { currency: null, amount_cents: 0, current_value_amount_cents: 0, active_until: row.active_until }
    : {
        currency: row.currency,
        amount_cents: row.amount_cents ?? 0,
        current_value_amount_cents: usedInPeriod(db, row, now),
        active_until: row.type === 'session' ? null : periodEnd(row.period, now).toISOString(),
      };
  return {
    id: row.id,
    type: row.type,
    period: row.period,
    status: row.status,
    strategy: lock ? 'lock' : 'limit',
    created_at: row.created_at,
    disable_at: row.disable_at,
    confirm_until: row.status === 'unconfirmed' ? row.confirm_until : null,
    applies_at: row.status === 'pending' ? row.applies_at : null,
    removal_confirm_until: row.status === 'active' && row.removal_requested ? row.confirm_until : null,
    accounts: [account],
  };
}
