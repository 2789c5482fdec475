/**
 * Spec part 2 §5: "Exchange quantity: at least 1 and at most floor(balance / card cost); the selector shows only
 * when that maximum exceeds 1." The platform takes at most 100 of a card in one exchange.
 */
export const PLATFORM_MAX_QUANTITY = 100;

/** The most of a card the balance pays for (0: not even one). A cost that is not a positive number allows none. */
export function maxQuantity(balance: number, cost: number): number {
  if (!Number.isFinite(cost) || cost <= 0 || !Number.isFinite(balance) || balance <= 0) return 0;
  return Math.min(PLATFORM_MAX_QUANTITY, Math.floor(balance / cost));
}

/** Whether the quantity selector shows: only when more than one can be bought. */
export const showQuantitySelector = (balance: number, cost: number) => maxQuantity(balance, cost) > 1;

/** A chosen quantity kept within 1..max (a stale choice after the balance fell is pulled down). */
export function clampQuantity(quantity: number, balance: number, cost: number): number {
  const max = maxQuantity(balance, cost);
  if (max < 1) return 1;
  return Math.min(max, Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1)));
}

/** Spec part 2 §5: the points the player is short of for `quantity` cards (0 when they have enough). */
export const missingPoints = (balance: number, cost: number, quantity = 1) => Math.max(0, cost * quantity - Math.max(0, balance));
