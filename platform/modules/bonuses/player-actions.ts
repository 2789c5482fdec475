import { transaction } from '../../db/transaction';
import { activatePack, cancelPack } from './freespins';
import { activateBonus, endBonus } from './lifecycle';
import { Changes, type BonusContext } from './pushes';
import { readBonus, readPack, type BonusRow, type PackRow } from './store';

/**
 * What a player does to their own bonuses and packs (POST …/activation, DELETE …), each in one transaction.
 * Refusals (422 `{errors: {base: [reason]}}`): `not_activatable` (not a new gift), `expired` (its activation
 * window passed; the scheduler has not marked it yet), `not_cancelable` (it ended already). Another player's or
 * an unknown id is `not_found` (404).
 */
export const ACTION_REFUSALS = ['not_activatable', 'expired', 'not_cancelable'] as const;
export type ActionRefusal = (typeof ACTION_REFUSALS)[number] | 'not_found';

export type ActionResult<T> = { ok: true; row: T } | { ok: false; reason: ActionRefusal };

const windowPassed = (row: { activatable_until: string | null }, now: Date) => row.activatable_until !== null && row.activatable_until <= now.toISOString();

export function activatePlayerBonus(ctx: BonusContext, playerId: number, id: number): ActionResult<BonusRow> {
  const now = ctx.clock.now();
  return transaction(ctx.db, (): ActionResult<BonusRow> => {
    const row = readBonus(ctx.db, id);
    if (!row || row.player_id !== playerId) return { ok: false, reason: 'not_found' };
    if (row.stage !== 'issued') return { ok: false, reason: 'not_activatable' };
    if (windowPassed(row, now)) return { ok: false, reason: 'expired' };
    const changes = new Changes();
    activateBonus(ctx, changes, row, now);
    changes.pushAfterCommit(ctx);
    return { ok: true, row: readBonus(ctx.db, id)! };
  }).immediate();
}

/** Gives a bonus up: an active one's money is forfeited and the next waiting one moves up. */
export function cancelPlayerBonus(ctx: BonusContext, playerId: number, id: number): ActionResult<BonusRow> {
  const now = ctx.clock.now();
  return transaction(ctx.db, (): ActionResult<BonusRow> => {
    const row = readBonus(ctx.db, id);
    if (!row || row.player_id !== playerId) return { ok: false, reason: 'not_found' };
    const changes = new Changes();
    if (!endBonus(ctx, changes, row, 'cancel', 'player', now)) return { ok: false, reason: 'not_cancelable' };
    changes.pushAfterCommit(ctx);
    return { ok: true, row: readBonus(ctx.db, id)! };
  }).immediate();
}

export function activatePlayerPack(ctx: BonusContext, playerId: number, id: number): ActionResult<PackRow> {
  const now = ctx.clock.now();
  return transaction(ctx.db, (): ActionResult<PackRow> => {
    const row = readPack(ctx.db, id);
    if (!row || row.player_id !== playerId) return { ok: false, reason: 'not_found' };
    if (row.stage !== 'issued') return { ok: false, reason: 'not_activatable' };
    if (windowPassed(row, now)) return { ok: false, reason: 'expired' };
    const changes = new Changes();
    activatePack(ctx, changes, row, now);
    changes.pushAfterCommit(ctx);
    return { ok: true, row: readPack(ctx.db, id)! };
  }).immediate();
}

/** Gives a pack up: the spins left and the winnings so far are gone. */
export function cancelPlayerPack(ctx: BonusContext, playerId: number, id: number): ActionResult<PackRow> {
  const now = ctx.clock.now();
  return transaction(ctx.db, (): ActionResult<PackRow> => {
    const row = readPack(ctx.db, id);
    if (!row || row.player_id !== playerId) return { ok: false, reason: 'not_found' };
    const changes = new Changes();
    if (!cancelPack(ctx, changes, row, now)) return { ok: false, reason: 'not_cancelable' };
    changes.pushAfterCommit(ctx);
    return { ok: true, row: readPack(ctx.db, id)! };
  }).immediate();
}
