// Spec part 1 §3, §9 and part 2 §3. Display scaling of crypto is in core/money.
export const FIAT_CURRENCIES = ['EUR', 'GBP', 'USD', 'CAD', 'AUD', 'NOK', 'PLN', 'NZD', 'JPY', 'BRL', 'INR', 'KZT'] as const;
export const CRYPTO_CURRENCIES = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT', 'USDC', 'BNB', 'ADA', 'TRX'] as const;
// §9: ETH and LTC are shown in milli-units, BTC in micro-units, up to 8 fraction digits.
export const CRYPTO_DISPLAY_UNITS: Record<string, { prefix: string; power: number }> = {
  BTC: { prefix: 'µ', power: 6 },
  ETH: { prefix: 'm', power: 3 },
  LTC: { prefix: 'm', power: 3 },
};
export const CRYPTO_MAX_FRACTION_DIGITS = 8;
/** The pseudo-currency of demo play (WIRE.md: `FUN`). */
export const DEMO_CURRENCY = 'FUN';

/**
 * Minor units per major unit (`subunits_to_unit`), the scaling of every `*_cents` amount. Fiat follows
 * ISO 4217; crypto amounts are kept in 10^-8 units (satoshi-like) so they stay integers.
 */
export const SUBUNITS_TO_UNIT: Record<string, number> = {
  EUR: 100, GBP: 100, USD: 100, CAD: 100, AUD: 100, NOK: 100, PLN: 100, NZD: 100, JPY: 1, BRL: 100, INR: 100, KZT: 100,
  BTC: 100_000_000, BCH: 100_000_000, ETH: 100_000_000, LTC: 100_000_000, DOG: 100_000_000,
  USDT: 100_000_000, USDC: 100_000_000, BNB: 100_000_000, ADA: 100_000_000, TRX: 100_000_000,
  FUN: 100,
};

export function subunitsOf(currency: string): number {
  return SUBUNITS_TO_UNIT[currency] ?? 100;
}
