import { CRYPTO_SUBUNITS } from '../../../config/currencies';

// Spec part 2 §9: crypto minimum deposits, withdrawal minimums and maximums, and the withdrawal set.
// Stored in minor units of 1/10^8 (config/currencies.ts): 0.0001 BTC = 10_000.

const units = (amount: number) => Math.round(amount * CRYPTO_SUBUNITS);

export const CRYPTO_MIN_DEPOSIT_CENTS: Record<string, number> = {
  BTC: units(0.0001),
  LTC: units(0.01),
  ETH: units(0.01),
  DOG: units(0.01), // the spec's DOGE; DOG is the platform's code
  USDT: units(20),
};

const DEFAULT_CRYPTO_MIN_CASHOUT = units(0.0001);
export const CRYPTO_MIN_CASHOUT_CENTS: Record<string, number> = { USDT: units(25) };

export const CRYPTO_MAX_CASHOUT_CENTS: Record<string, number> = {
  BTC: units(0.4),
  LTC: units(60),
  ETH: units(12),
  DOG: units(1_600_000),
  USDT: units(4000),
};

/** Only these crypto currencies can be withdrawn. */
export const CRYPTO_CASHOUT_CURRENCIES: readonly string[] = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'];

export function cryptoLimits(currency: string) {
  return {
    min_deposit_cents: CRYPTO_MIN_DEPOSIT_CENTS[currency] ?? null,
    min_cashout_cents: CRYPTO_CASHOUT_CURRENCIES.includes(currency) ? (CRYPTO_MIN_CASHOUT_CENTS[currency] ?? DEFAULT_CRYPTO_MIN_CASHOUT) : null,
    max_cashout_cents: CRYPTO_MAX_CASHOUT_CENTS[currency] ?? null,
  };
}
