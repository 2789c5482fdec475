/** Spec part 1 §3, part 2 §4: the session keys of the deposit and gift promo codes. */
export const PROMO_KEYS = {
  deposit: 'depositPromocode',
  shown: 'depositPromocodeShowed',
  gift: 'giftPromocode',
} as const;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export interface PromoQuery {
  deposit: string | null;
  gift: string | null;
  /** The query without the codes (`?` included when anything is left). */
  rest: string;
}

/** The codes a URL carries (`?depositPromocode=WELCOME`); malformed codes are ignored but still removed. */
export function promoQuery(search: string): PromoQuery | null {
  const query = new URLSearchParams(search);
  if (!query.has(PROMO_KEYS.deposit) && !query.has(PROMO_KEYS.gift)) return null;
  const valid = (value: string | null) => (value && CODE.test(value) ? value : null);
  const result = { deposit: valid(query.get(PROMO_KEYS.deposit)), gift: valid(query.get(PROMO_KEYS.gift)) };
  query.delete(PROMO_KEYS.deposit);
  query.delete(PROMO_KEYS.gift);
  const rest = query.toString();
  return { ...result, rest: rest ? `?${rest}` : '' };
}

/** Part 2 §4: the stored code is applied once, on main, for a signed-in player. */
export function pendingDepositCode(storage: Pick<Storage, 'getItem'> | null): string | null {
  const code = storage?.getItem(PROMO_KEYS.deposit) ?? null;
  return code && storage?.getItem(PROMO_KEYS.shown) !== 'true' ? code : null;
}
