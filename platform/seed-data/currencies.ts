import { CRYPTO_CURRENCIES, DEMO_CURRENCY, FIAT_CURRENCIES } from '../../config/currencies';

/**
 * Every code a game may carry in `currencies`. A per-currency game id is `base_id * 32 + index` in
 * this list, so an id alone names its game and currency (favourites are toggled by that id).
 */
export const GAME_CURRENCIES = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES, DEMO_CURRENCY] as const;
export const CURRENCY_ID_STRIDE = 32;

export function currencyGameId(baseId: number, currency: string): number {
  return baseId * CURRENCY_ID_STRIDE + GAME_CURRENCIES.indexOf(currency as (typeof GAME_CURRENCIES)[number]);
}

export function baseIdOfCurrencyGameId(id: number): number {
  return Math.floor(id / CURRENCY_ID_STRIDE);
}

/** Rough units per EUR and minor units per unit, only to show plausible jackpot amounts per currency. */
export const DEMO_FIAT_RATES: Record<string, { perEur: number; subunits: number }> = {
  EUR: { perEur: 1, subunits: 100 },
  GBP: { perEur: 0.85, subunits: 100 },
  USD: { perEur: 1.08, subunits: 100 },
  CAD: { perEur: 1.47, subunits: 100 },
  AUD: { perEur: 1.63, subunits: 100 },
  NOK: { perEur: 11.5, subunits: 100 },
  PLN: { perEur: 4.3, subunits: 100 },
  NZD: { perEur: 1.78, subunits: 100 },
  JPY: { perEur: 160, subunits: 1 },
  BRL: { perEur: 5.9, subunits: 100 },
  INR: { perEur: 90, subunits: 100 },
  KZT: { perEur: 500, subunits: 100 },
};

export function convertEurCents(eurCents: number, currency: string): number | null {
  const rate = DEMO_FIAT_RATES[currency];
  if (!rate) return null;
  return Math.round((eurCents / 100) * rate.perEur * rate.subunits);
}
