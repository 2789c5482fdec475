import { FINAL_PAYMENT_STATES, type Payment } from '@schemas/wire/money';

export type StateTone = 'success' | 'danger' | 'pending' | 'neutral';

/** Spec part 2 §3: the badge of each of the eight states; a state newer than this client is neutral. */
export const STATE_TONES: Record<Payment['state'], StateTone> = {
  succeeded: 'success',
  pending: 'pending',
  processing: 'pending',
  reserved: 'pending',
  declined: 'danger',
  canceled: 'danger',
  rejected: 'danger',
  recalled: 'neutral',
  other: 'neutral',
};

export const isFinal = (state: Payment['state']): boolean => state !== 'other' && FINAL_PAYMENT_STATES.includes(state);

/** Newest first; a payment that arrives again (socket, refetch) replaces its older copy. */
export function mergePayment(list: readonly Payment[], payment: Payment): Payment[] {
  const rest = list.filter((p) => p.id !== payment.id);
  return [payment, ...rest].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** Withdrawals the player may still take back (spec part 2 §4: recallable methods, still pending). */
export const recallable = (payments: readonly Payment[]): Payment[] => payments.filter((p) => p.action === 'cashout' && p.recallable && !isFinal(p.state));

/** The latest deposit that went through (one-click deposit pays the same way again). */
export const lastSucceededDeposit = (payments: readonly Payment[]): Payment | null =>
  payments.filter((p) => p.action === 'deposit' && p.state === 'succeeded').sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0] ?? null;
