/**
 * Spec part 2 §9: "Shop card images keyed by EUR cent amounts 2500, 25000, 50000, 100000, 300000, 500000, 1500000,
 * 5000000; default key 25." A card's key is its EUR amount when that is one of them, else 25.
 */
export const IMAGE_KEYS = [2_500, 25_000, 50_000, 100_000, 300_000, 500_000, 1_500_000, 5_000_000] as const;
export const DEFAULT_IMAGE_KEY = 25;

export function imageKey(eurAmountCents: number | null | undefined): number {
  return eurAmountCents !== null && eurAmountCents !== undefined && (IMAGE_KEYS as readonly number[]).includes(eurAmountCents) ? eurAmountCents : DEFAULT_IMAGE_KEY;
}

/** The art's tier, 0 (default) to 8 (the biggest key): more coins and a richer colour the higher it is. */
export const imageTier = (key: number) => (IMAGE_KEYS as readonly number[]).indexOf(key) + 1;
