import { applyBalanceChange, type BalanceChange } from '../wallet/public';
import type { BonusContext, Changes } from './pushes';
import { nextBonusStage, type BonusEvent, type BonusStage } from './stages';
import { activeBonus, plusDays, readBonus, waitingBonuses, type BonusRow } from './store';
import { conversionOf } from './wagering-rules';

/**
 * How a money bonus moves through its stages and what money moves with it. Every function runs inside the
 * caller's `transaction()` (a request, the round's or the payment's transaction, a scheduler job), notes what
 * it changed in `changes`, and keeps the invariant: per player and currency the wallet's bonus pocket equals
 * the sum of `amount_cents` of the active bonuses (stage activated or handle_bets; at most one).
 *
 * Ledger kinds (ref `bonus:{id}`): `bonus_activation` (pocket +), `bonus_conversion` (pocket −, real +),
 * `bonus_forfeit` (pocket −).
 */

/** Money that must move (it was checked to fit): a refusal is a broken invariant and rolls everything back. */
function move(ctx: BonusContext, bonus: BonusRow, change: Pick<BalanceChange, 'deltaCents' | 'kind' | 'pocket'>) {
  const result = applyBalanceChange(ctx.db, { playerId: bonus.player_id, currency: bonus.currency, ref: `bonus:${bonus.id}`, ...change });
  if (!result.ok) throw new Error(`bonus ${bonus.id}: ${change.kind} of ${change.deltaCents} refused (${result.reason})`);
}

function stageFor(ctx: BonusContext, bonus: BonusRow, event: BonusEvent): BonusStage | null {
  const slotTaken = activeBonus(ctx.db, bonus.player_id, bonus.currency) !== undefined;
  return nextBonusStage(bonus.stage, event, { slotTaken, wagerFree: bonus.wager_requirement_cents === 0 });
}

/**
 * Activates a new gift (the player, or the flow that issued it): it becomes active with its money in the
 * pocket, waits while another bonus of its currency is active, or, with nothing to wager, is paid out at once
 * (stage finished). Returns the stage reached, or null when the bonus cannot be activated in its stage.
 */
export function activateBonus(ctx: BonusContext, changes: Changes, bonus: BonusRow, now: Date): BonusStage | null {
  const to = stageFor(ctx, bonus, 'activate');
  if (to === null) return null;
  if (to === 'wait') {
    ctx.db.prepare("UPDATE bonuses SET stage = 'wait' WHERE id = ? AND stage = 'issued'").run(bonus.id);
    changes.bonus(bonus);
    return to;
  }
  enterActive(ctx, changes, bonus, now);
  return readBonus(ctx.db, bonus.id)!.stage;
}

/**
 * Issued or waiting → active: the money enters the bonus pocket and the validity starts now. A wager-free bonus
 * goes straight on to its payout (it never holds the active slot, so it never blocks another).
 */
function enterActive(ctx: BonusContext, changes: Changes, bonus: BonusRow, now: Date) {
  const at = now.toISOString();
  const wagerFree = bonus.wager_requirement_cents === 0;
  if (bonus.amount_cents > 0) move(ctx, bonus, { deltaCents: bonus.amount_cents, kind: 'bonus_activation', pocket: 'bonus' });
  changes.bonus(bonus);
  if (wagerFree) {
    ctx.db.prepare('UPDATE bonuses SET activated_at = ? WHERE id = ?').run(at, bonus.id);
    payOut(ctx, changes, { ...bonus, activated_at: at }, 'finished', 'no_wagering', now);
    return;
  }
  ctx.db
    .prepare("UPDATE bonuses SET stage = 'activated', activated_at = ?, valid_until = ? WHERE id = ? AND stage IN ('issued', 'wait')")
    .run(at, plusDays(now, bonus.valid_days), bonus.id);
}

/**
 * Wagering done (or nothing to wager): the bonus money leaves the pocket, at most `max_win_cents` of it
 * becomes real money (`bonus_conversion`, one row per pocket) and the rest is forfeited (`bonus_forfeit`).
 */
export function payOut(ctx: BonusContext, changes: Changes, bonus: BonusRow, stage: 'wager_done' | 'finished', endedBy: string, now: Date) {
  const { convertedCents, forfeitedCents } = conversionOf(bonus.amount_cents, bonus.max_win_cents);
  if (convertedCents > 0) {
    move(ctx, bonus, { deltaCents: -convertedCents, kind: 'bonus_conversion', pocket: 'bonus' });
    move(ctx, bonus, { deltaCents: convertedCents, kind: 'bonus_conversion', pocket: 'real' });
  }
  if (forfeitedCents > 0) move(ctx, bonus, { deltaCents: -forfeitedCents, kind: 'bonus_forfeit', pocket: 'bonus' });
  ctx.db
    .prepare('UPDATE bonuses SET stage = ?, ended_by = ?, ended_at = ?, amount_cents = 0, converted_cents = ? WHERE id = ?')
    .run(stage, endedBy, now.toISOString(), convertedCents, bonus.id);
  changes.bonus(bonus);
  if (stage === 'wager_done') promoteWaiting(ctx, changes, bonus.player_id, bonus.currency, now);
}

/**
 * Ends an open bonus without a payout (canceled, expired, lost): an active one's money is forfeited. When an
 * active bonus ends, the oldest waiting one of its currency moves up, in the same transaction, unless the
 * caller ends the waiting ones too (a withdrawal).
 */
export function endBonus(
  ctx: BonusContext,
  changes: Changes,
  bonus: BonusRow,
  event: 'cancel' | 'withdrawal' | 'expire' | 'money_gone',
  endedBy: string,
  now: Date,
  options: { promote?: boolean } = {},
): boolean {
  const to = nextBonusStage(bonus.stage, event);
  if (to === null) return false;
  const wasActive = bonus.stage === 'activated' || bonus.stage === 'handle_bets';
  if (wasActive && bonus.amount_cents > 0) move(ctx, bonus, { deltaCents: -bonus.amount_cents, kind: 'bonus_forfeit', pocket: 'bonus' });
  ctx.db
    .prepare('UPDATE bonuses SET stage = ?, ended_by = ?, ended_at = ?, amount_cents = CASE WHEN ? THEN 0 ELSE amount_cents END WHERE id = ? AND stage = ?')
    .run(to, endedBy, now.toISOString(), wasActive ? 1 : 0, bonus.id, bonus.stage);
  changes.bonus(bonus);
  if (wasActive && options.promote !== false) promoteWaiting(ctx, changes, bonus.player_id, bonus.currency, now);
  return true;
}

/**
 * The active slot of a currency is free: the oldest waiting bonus becomes active. One whose activation window
 * passed while it waited expires instead, and the next one is tried.
 */
export function promoteWaiting(ctx: BonusContext, changes: Changes, playerId: number, currency: string, now: Date) {
  if (activeBonus(ctx.db, playerId, currency)) return;
  for (const waiting of waitingBonuses(ctx.db, playerId, currency)) {
    if (waiting.activatable_until !== null && waiting.activatable_until <= now.toISOString()) {
      endBonus(ctx, changes, waiting, 'expire', 'expiry', now, { promote: false });
      continue;
    }
    if (stageFor(ctx, waiting, 'slot_freed') === null) return;
    enterActive(ctx, changes, waiting, now);
    if (activeBonus(ctx.db, playerId, currency)) return;
  }
}
