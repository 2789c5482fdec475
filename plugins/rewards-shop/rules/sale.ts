import type { CompRateCard } from '@schemas/wire/comp-points';

/** `31/12/2026` → the local calendar date as a comparable number 20261231, or null when it is not a date. */
export function saleEndDay(text: string | null): number | null {
  const match = text ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text) : null;
  if (!match) return null;
  const [, dd, mm, yyyy] = match.map(Number) as [number, number, number, number];
  if (mm < 1 || mm > 12 || dd < 1 || dd > 31) return null;
  return yyyy * 10_000 + mm * 100 + dd;
}

const dayOf = (now: Date) => now.getFullYear() * 10_000 + (now.getMonth() + 1) * 100 + now.getDate();

/** Spec part 2 §9: "a sale is active while today is before the end date" (DD/MM/YYYY). */
export function onSale(card: Pick<CompRateCard, 'sale_end_date'>, now: Date): boolean {
  const end = saleEndDay(card.sale_end_date);
  return end !== null && dayOf(now) < end;
}

/** Whether the shop has an active sale (spec part 2 §2: the discounts tab exists only then). */
export const saleActive = (cards: readonly Pick<CompRateCard, 'sale_end_date'>[], now: Date) => cards.some((card) => onSale(card, now));
