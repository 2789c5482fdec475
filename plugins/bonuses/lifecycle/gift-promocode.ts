import { stateOf, type PluginRuntime } from '@core/index';
import { giftCodeState } from '../gift-code-state';
import { GIFT_PROMO_KEY, GIFT_PROMO_SHOWN_KEY, giftPromoQuery } from '../rules/gift-promocode';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The gifts tab, where a stored gift code is sent (its answer shown) and then forgotten. */
export const GIFTS_PATH = '/profile/gifts';

/**
 * Spec part 1 §2, §4 and part 2 §2, §4 — the gift promo code:
 * - `?giftPromocode=` on any page is kept in the session and taken out of the address (other parameters stay);
 * - on main while logged out, a stored gift code is cleared (unless it came with this very address: the visitor
 *   is about to sign in or up);
 * - on main while logged in with a stored code, the player is led to the gifts tab, which sends it — once (issue 22
 *   item 8): the code leaves storage as the player is led (the tab gets it from the plugin's state) and a flag
 *   records it, so later visits of main stay on main.
 * The address is read and replaced before anything is awaited, so the cashbox's own code (same address) and this
 * one are taken out one after the other, never from a stale copy.
 */
export function followGiftPromocode(runtime: PluginRuntime, path: string, storage: Storage | null) {
  if (!storage) return;
  const now = runtime.navigation.current();
  const query = giftPromoQuery(now.search);
  if (query) {
    if (query.code) {
      storage.setItem(GIFT_PROMO_KEY, query.code);
      storage.removeItem(GIFT_PROMO_SHOWN_KEY);
    }
    runtime.navigation.go(now.pathname + query.rest + now.hash, { replace: true, state: now.state });
  }
  if (path !== runtime.pathOf('main')) return;
  // While the session is still being read (`unknown`) nothing is decided: the login tap leads a player on.
  if (runtime.session.status === 'guest') {
    if (!query) [GIFT_PROMO_KEY, GIFT_PROMO_SHOWN_KEY].forEach((key) => storage.removeItem(key));
    return;
  }
  leadToGifts(runtime, storage);
}

/** A player on main with a stored gift code goes to the gifts tab once (the locale prefix is kept by `navigate`). */
export function leadToGifts(runtime: PluginRuntime, storage: Storage | null) {
  if (runtime.session.status !== 'player' || !storage) return;
  const code = storage.getItem(GIFT_PROMO_KEY);
  if (!code) return;
  storage.removeItem(GIFT_PROMO_KEY);
  // Led once already (the flag outlived the code): the code is dropped, the player stays on main.
  if (storage.getItem(GIFT_PROMO_SHOWN_KEY) === 'true') return;
  storage.setItem(GIFT_PROMO_SHOWN_KEY, 'true');
  stateOf(runtime, giftCodeState).pending = code;
  runtime.navigate(GIFTS_PATH, { replace: true });
}
