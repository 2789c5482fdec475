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
 * §9: crypto has up to 8 fraction digits, so every crypto amount is kept in 10^-8 units (satoshi-sized):
 * one scale the money code can rely on, and 2^53 / 10^8 still leaves room for 90 million whole coins.
 */
export const CRYPTO_SUBUNITS = 100_000_000;

export const isCryptoCurrency = (currency: string): boolean => (CRYPTO_CURRENCIES as readonly string[]).includes(currency);

/**
 * Minor units per major unit (`subunits_to_unit` of GET /api/info/currencies), the scaling of every
 * `*_cents` amount, on the client and the platform alike. Fiat follows ISO 4217 (JPY has no minor unit);
 * crypto uses `CRYPTO_SUBUNITS`; anything else (FUN, an unknown code) counts in hundredths.
 */
export function subunitsOf(currency: string): number {
  if (isCryptoCurrency(currency)) return CRYPTO_SUBUNITS;
  return currency === 'JPY' ? 1 : 100;
}
