import { transaction } from '../../db/transaction';
import { settleEach, type ScheduledJob } from '../../scheduler';
import { closePack } from './freespins';
import { endBonus } from './lifecycle';
import { Changes, type BonusContext } from './pushes';
import { readBonus, readPack } from './store';

/**
 * The scheduler's job `bonuses.expire`: a new (or waiting) bonus past `activatable_until` expires; an active one
 * past `valid_until` expires and its money is forfeited (the next waiting one moves up); a new pack past
 * `activatable_until` or an activated one past `valid_until` expires (winnings so far become a bonus, as when
 * it is played out). Each in its own transaction that checks the bonus is still due: running twice, or after a
 * player acted meanwhile, changes nothing more.
 */

const DUE_BONUSES = `SELECT id FROM bonuses
  WHERE (stage IN ('issued', 'wait') AND activatable_until <= @at) OR (stage IN ('activated', 'handle_bets') AND valid_until <= @at) ORDER BY id`;
const DUE_PACKS = `SELECT id FROM bonus_freespins
  WHERE (stage = 'issued' AND activatable_until <= @at) OR (stage = 'activated' AND valid_until <= @at) ORDER BY id`;

function dueAt(row: { stage: string; activatable_until: string | null; valid_until: string | null }): string | null {
  return row.stage === 'issued' || row.stage === 'wait' ? row.activatable_until : row.valid_until;
}

export function expireBonus(ctx: BonusContext, id: number, now: Date): boolean {
  return transaction(ctx.db, () => {
    const row = readBonus(ctx.db, id);
    const due = row ? dueAt(row) : null;
    if (!row || due === null || due > now.toISOString()) return false;
    const changes = new Changes();
    const ended = endBonus(ctx, changes, row, 'expire', 'expiry', now);
    changes.pushAfterCommit(ctx);
    return ended;
  }).immediate();
}

export function expirePack(ctx: BonusContext, id: number, now: Date): boolean {
  return transaction(ctx.db, () => {
    const row = readPack(ctx.db, id);
    const due = row ? dueAt(row) : null;
    if (!row || due === null || due > now.toISOString()) return false;
    const changes = new Changes();
    const ended = closePack(ctx, changes, row, 'expire', now) !== null;
    changes.pushAfterCommit(ctx);
    return ended;
  }).immediate();
}

export function expiryJob(ctx: BonusContext): ScheduledJob {
  return {
    name: 'bonuses.expire',
    run(now) {
      const at = now.toISOString();
      const bonuses = (ctx.db.prepare(DUE_BONUSES).pluck().all({ at }) as number[]).map((id) => () => expireBonus(ctx, id, now));
      const packs = (ctx.db.prepare(DUE_PACKS).pluck().all({ at }) as number[]).map((id) => () => expirePack(ctx, id, now));
      settleEach([...bonuses, ...packs], (expire) => expire(), 'bonus expiries');
    },
    nextDueAt() {
      return ctx.db
        .prepare(
          `SELECT MIN(due) FROM (
             SELECT MIN(activatable_until) AS due FROM bonuses WHERE stage IN ('issued', 'wait')
             UNION ALL SELECT MIN(valid_until) FROM bonuses WHERE stage IN ('activated', 'handle_bets')
             UNION ALL SELECT MIN(activatable_until) FROM bonus_freespins WHERE stage = 'issued'
             UNION ALL SELECT MIN(valid_until) FROM bonus_freespins WHERE stage = 'activated')`,
        )
        .pluck()
        .get() as string | null;
    },
  };
}
