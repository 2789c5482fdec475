import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../../../config/currencies';
import type { CryptoExchangeRate } from '../../../schemas/wire/money';

/**
 * GET /api/info/crypto_exchange_rates on the reference platform. DEMO VALUES: fixed, invented for play money
 * (no market feed), roughly the order of magnitude of real prices so the dashboard's "≈ €12.34" looks sane.
 * A real platform answers its provider's rates; the client only displays them.
 */

/** What one whole coin is worth in euros (demo). */
const COIN_IN_EUR: Readonly<Record<(typeof CRYPTO_CURRENCIES)[number], number>> = {
  BTC: 60_000,
  BCH: 350,
  ETH: 3_000,
  LTC: 80,
  DOG: 0.15,
  USDT: 0.92,
  USDC: 0.92,
  BNB: 550,
  ADA: 0.4,
  TRX: 0.12,
};

/** What one euro is worth in each fiat currency (demo). */
const EUR_IN_FIAT: Readonly<Record<(typeof FIAT_CURRENCIES)[number], number>> = {
  EUR: 1,
  GBP: 0.85,
  USD: 1.08,
  CAD: 1.47,
  AUD: 1.65,
  NOK: 11.6,
  PLN: 4.3,
  NZD: 1.8,
  JPY: 162,
  BRL: 5.9,
  INR: 90,
  KZT: 510,
};

/** The exchange fee the cashbox mentions beside a converted amount (demo). */
export const CRYPTO_EXCHANGE_FEE_PERCENT = 1;

/** One whole coin in euros (demo rate), or null for a code that is not a crypto currency. */
export function coinValueInEur(currency: string): number | null {
  return COIN_IN_EUR[currency as keyof typeof COIN_IN_EUR] ?? null;
}

const sixDigits = (value: number) => Number(value.toPrecision(6));

/** One row per crypto currency × fiat currency of config/currencies.ts. */
export function cryptoExchangeRates(): CryptoExchangeRate[] {
  return CRYPTO_CURRENCIES.flatMap((currency) =>
    FIAT_CURRENCIES.map((fiat) => ({ currency, fiat, rate: sixDigits(COIN_IN_EUR[currency] * EUR_IN_FIAT[fiat]), fee_percent: CRYPTO_EXCHANGE_FEE_PERCENT })),
  );
}
