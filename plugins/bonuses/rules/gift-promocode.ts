/** Spec part 1 §3, part 2 §4: the session key of a gift promo code from the address (`?giftPromocode=SPIN50`). */
export const GIFT_PROMO_KEY = 'giftPromocode';
/**
 * Issue 22 item 8: set when main has led the player to the gifts tab with the stored code, cleared when a new code
 * comes with an address (like the cashbox's `depositPromocodeShowed`), so one code leads there once.
 */
export const GIFT_PROMO_SHOWN_KEY = 'giftPromocodeShowed';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export interface GiftPromoQuery {
  /** The code, or `null` when it is malformed (it is removed from the address all the same). */
  code: string | null;
  /** The query without it (`?` included when anything is left). */
  rest: string;
}

/** The gift code an address carries, and the query without it; `null` when there is none. */
export function giftPromoQuery(search: string): GiftPromoQuery | null {
  const query = new URLSearchParams(search);
  if (!query.has(GIFT_PROMO_KEY)) return null;
  const value = query.get(GIFT_PROMO_KEY);
  query.delete(GIFT_PROMO_KEY);
  const rest = query.toString();
  return { code: value && CODE.test(value) ? value : null, rest: rest ? `?${rest}` : '' };
}
