/**
 * Spec part 1 §3, part 2 §4: the session keys of the deposit promo code. (`giftPromocode`, the gift code, is the
 * bonuses plugin's: it keeps it for the gifts tab.)
 */
export const PROMO_KEYS = {
  deposit: 'depositPromocode',
  shown: 'depositPromocodeShowed',
} as const;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export interface PromoQuery {
  deposit: string | null;
  /** The query without the code (`?` included when anything is left). */
  rest: string;
}

/** The deposit code a URL carries (`?depositPromocode=WELCOME`); a malformed code is ignored but still removed. */
export function promoQuery(search: string): PromoQuery | null {
  const query = new URLSearchParams(search);
  if (!query.has(PROMO_KEYS.deposit)) return null;
  const value = query.get(PROMO_KEYS.deposit);
  query.delete(PROMO_KEYS.deposit);
  const rest = query.toString();
  return { deposit: value && CODE.test(value) ? value : null, rest: rest ? `?${rest}` : '' };
}

/** Part 2 §4: the stored code is applied once, on main, for a signed-in player. */
export function pendingDepositCode(storage: Pick<Storage, 'getItem'> | null): string | null {
  const code = storage?.getItem(PROMO_KEYS.deposit) ?? null;
  return code && storage?.getItem(PROMO_KEYS.shown) !== 'true' ? code : null;
}
