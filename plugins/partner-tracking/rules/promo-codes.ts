/** Session-stored keys of spec part 1 §3. The cashbox and gifts plugins read them by these names. */
export const DEPOSIT_PROMOCODE_KEY = 'depositPromocode';
export const DEPOSIT_PROMOCODE_SHOWED_KEY = 'depositPromocodeShowed';
export const GIFT_PROMOCODE_KEY = 'giftPromocode';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PromoOutcome {
  /** The query without the codes, when the address must be rewritten (`null`: leave it). */
  search: string | null;
  /** Where to go instead (a logged-in player on main with a gift code goes to profile gifts, §2). */
  redirect: string | null;
}

const CODE = /^[\w-]{1,64}$/;

/**
 * Spec part 1 §4: a code in the query is saved in session storage and removed from the address (the
 * deposit code's "shown" flag is cleared so the cashbox offers it again). On main, a guest's stored codes
 * are cleared; a player with a stored gift code goes to profile gifts (§2).
 */
export function applyPromoCodes(input: { path: string; search: string; loggedIn: boolean; storage: KeyValueStorage }): PromoOutcome {
  const query = new URLSearchParams(input.search);
  const deposit = query.get(DEPOSIT_PROMOCODE_KEY);
  const gift = query.get(GIFT_PROMOCODE_KEY);
  if (deposit !== null || gift !== null) {
    if (deposit && CODE.test(deposit)) {
      input.storage.setItem(DEPOSIT_PROMOCODE_KEY, deposit);
      input.storage.removeItem(DEPOSIT_PROMOCODE_SHOWED_KEY);
    }
    if (gift && CODE.test(gift)) input.storage.setItem(GIFT_PROMOCODE_KEY, gift);
    query.delete(DEPOSIT_PROMOCODE_KEY);
    query.delete(GIFT_PROMOCODE_KEY);
    const rest = query.toString();
    return { search: rest ? `?${rest}` : '', redirect: null };
  }
  if (input.path !== '/') return { search: null, redirect: null };
  if (!input.loggedIn) {
    input.storage.removeItem(DEPOSIT_PROMOCODE_KEY);
    input.storage.removeItem(DEPOSIT_PROMOCODE_SHOWED_KEY);
    input.storage.removeItem(GIFT_PROMOCODE_KEY);
    return { search: null, redirect: null };
  }
  return { search: null, redirect: input.storage.getItem(GIFT_PROMOCODE_KEY) ? '/profile/gifts' : null };
}
