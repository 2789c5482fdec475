import type { PaymentState } from '../../../schemas/wire/money';
import type { PaymentChanged } from '../../domain-event-map';
import type { PaymentRow } from './store';

/** The `payment.changed` payload of a payment row as it stands after a change from `previousState`. */
export function paymentChanged(row: PaymentRow, previousState: PaymentState | null): PaymentChanged {
  return {
    paymentId: row.id,
    playerId: row.player_id,
    action: row.action,
    currency: row.currency,
    amountCents: row.amount_cents,
    state: row.state,
    previousState,
    bonusId: row.bonus_id,
    createdAt: row.created_at,
    changedAt: previousState === null ? row.created_at : (row.finished_at ?? new Date().toISOString()),
  };
}
