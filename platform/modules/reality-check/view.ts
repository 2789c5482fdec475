import type { Db } from '../../db/database';
import type { RealityCheck } from '../../../schemas/wire/reality-check';
import { nextDueAt } from './due';
import { intervalOf, totalsSince, type SessionRow } from './store';

/** The wire answer (schemas/wire/reality-check.ts) of one session at `now`. */
export function realityCheckView(db: Db, session: SessionRow, now: Date): RealityCheck {
  const interval = intervalOf(db, session.player_id);
  const started = new Date(session.started_at);
  const due = nextDueAt(started, new Date(session.checked_at), interval ?? 0);
  return {
    interval_minutes: interval as RealityCheck['interval_minutes'],
    session_started_at: session.started_at,
    next_due_at: due?.toISOString() ?? null,
    server_time: now.toISOString(),
    played_seconds: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000)),
    totals: totalsSince(db, session.player_id, session.started_at).map((total) => ({ ...total, net_cents: total.win_cents - total.bet_cents })),
  };
}
