import { subunitsOf } from '@config/currencies';
import type { CryptoExchangeRate } from '@schemas/wire/money';

/**
 * A crypto amount in a fiat currency (the dashboard's "≈ €12.34"), in the fiat's minor units, or `null` when
 * no rate is known. Display only: the platform converts real money itself.
 */
export function fiatEquivalent(cents: number, currency: string, fiat: string, rates: readonly CryptoExchangeRate[]): number | null {
  const rate = rates.find((r) => r.currency === currency && r.fiat === fiat);
  if (!rate || !Number.isFinite(rate.rate)) return null;
  return Math.round((cents / subunitsOf(currency)) * rate.rate * subunitsOf(fiat));
}
