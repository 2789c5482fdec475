import { DEMO_FIAT_RATES, convertEurCents } from '../../seed-data/currencies';

/**
 * Jackpot money between currencies. Pools are kept in EUR (the seed's jackpots); a bet in another allowed currency
 * feeds it converted, a winner is paid in their own currency. The reference platform has no exchange service, so
 * the seed data's demo rates (platform/seed-data/currencies.ts) are the one table of rates, as for game jackpots.
 */

/** Units of 1/10 000 of a EUR cent that `share_bp` of a bet of `betCents` in `currency` adds; null: no rate. */
export function contributionUnits(betCents: number, currency: string, shareBp: number): number | null {
  const rate = DEMO_FIAT_RATES[currency];
  if (!rate) return null;
  // bet in EUR cents = betCents / (perEur × subunits) × 100; times share_bp gives 1/10 000 cents. Floored: the
  // pool never gets more than the share.
  return Math.floor((betCents * 100 * shareBp) / (rate.perEur * rate.subunits));
}

/** EUR cents in `currency`'s minor units (rounded), or null when the demo rates do not know it. */
export function fromEurCents(eurCents: number, currency: string): number | null {
  return convertEurCents(eurCents, currency);
}

/** Whether amounts can be shown and paid in `currency`. */
export const hasRate = (currency: string) => DEMO_FIAT_RATES[currency] !== undefined;
