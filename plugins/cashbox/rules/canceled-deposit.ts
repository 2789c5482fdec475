import type { Payment } from '@schemas/wire/money';

/** Spec part 2 §4, §9: the last cancelled deposit is reported if it finished under 5 minutes ago. */
export const CANCELED_DEPOSIT_WINDOW_MS = 5 * 60_000;
/** Spec part 1 §3: "a local key remembers the last shown transaction". */
export const LAST_SHOWN_KEY = 'cashbox:lastCanceledDeposit';
/** A deposit that ended without money: the provider's decline and a cancel alike. */
const UNSUCCESSFUL: readonly string[] = ['canceled', 'declined'];

/**
 * The deposit the toast should tell about, or `null`: the latest deposit that ended cancelled or declined,
 * finished less than 5 minutes before `now`, and not the one shown last.
 */
export function canceledDepositToShow(payments: readonly Payment[], now: number, lastShownId: string | null): Payment | null {
  const last = payments
    .filter((p) => p.action === 'deposit' && UNSUCCESSFUL.includes(p.state) && p.finished_at)
    .sort((a, b) => Date.parse(b.finished_at!) - Date.parse(a.finished_at!))[0];
  if (!last) return null;
  const age = now - Date.parse(last.finished_at!);
  if (!(age >= 0 && age < CANCELED_DEPOSIT_WINDOW_MS)) return null;
  return String(last.id) === lastShownId ? null : last;
}
