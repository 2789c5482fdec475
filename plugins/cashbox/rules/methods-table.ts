import type { PaymentMethod } from '@schemas/wire/money';
import { methodLimits, type MethodLimits } from './method-limits';

/** One line of the CMS payment-methods table: a method with its deposit and withdrawal limits side by side. */
export interface MethodsTableRow {
  key: string;
  brand: string;
  name: string;
  type: PaymentMethod['type'];
  currency: string;
  deposit: MethodLimits | null;
  cashout: MethodLimits | null;
  fee: string;
  processing: string;
}

/**
 * Deposit and withdrawal lists merged by method and currency (a card is one line with both directions). A crypto
 * method's withdrawal limits are known from its deposit entry too (`crypto_limits`), so one list suffices for it.
 */
export function methodsTableRows(deposits: readonly PaymentMethod[], cashouts: readonly PaymentMethod[], type?: string): MethodsTableRow[] {
  const rows = new Map<string, MethodsTableRow>();
  const row = (method: PaymentMethod): MethodsTableRow => {
    const key = `${method.id}:${method.currency}`;
    let existing = rows.get(key);
    if (!existing) {
      existing = { key, brand: method.brand, name: method.name, type: method.type, currency: method.currency, deposit: null, cashout: null, fee: method.fee, processing: method.processing_time };
      rows.set(key, existing);
    }
    return existing;
  };
  for (const method of deposits) {
    const entry = row(method);
    entry.deposit = methodLimits(method, 'deposit');
    if (method.type === 'crypto' && method.crypto_limits && method.crypto_limits.min_cashout_cents !== null) entry.cashout ??= methodLimits(method, 'cashout');
  }
  for (const method of cashouts) row(method).cashout = methodLimits(method, 'cashout');
  return [...rows.values()].filter((r) => !type || r.type === type);
}
