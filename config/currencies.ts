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
