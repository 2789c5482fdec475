import type { PaymentChanged } from '../../domain-event-map';
import { endBonus } from './lifecycle';
import { Changes, type BonusContext } from './pushes';
import type { BonusRow } from './store';

/**
 * payment.changed, in the payment's transaction: a withdrawal just requested (created, `previousState` null)
 * erases the player's waiting and active money bonuses of its currency (the client warned before sending it):
 * the active one's money is forfeited, all become canceled with received status `erased_by_withdraw`. New gifts
 * not yet activated, and free-spin packs, stay. Waiting ones go first, so none moves up into the freed slot.
 */
export function eraseBonusesOnWithdrawal(ctx: BonusContext, payment: Readonly<PaymentChanged>) {
  if (payment.action !== 'cashout' || payment.previousState !== null) return;
  const rows = ctx.db
    .prepare("SELECT * FROM bonuses WHERE player_id = ? AND currency = ? AND stage IN ('wait', 'activated', 'handle_bets') ORDER BY stage <> 'wait', id")
    .all(payment.playerId, payment.currency) as BonusRow[];
  if (rows.length === 0) return;
  const changes = new Changes();
  const now = ctx.clock.now();
  for (const row of rows) endBonus(ctx, changes, row, 'withdrawal', 'withdrawal', now, { promote: false });
  changes.pushAfterCommit(ctx);
}
