import { playerCurrency, stateOf, type PluginRuntime } from '@core/index';
import { BONUS_OFFERS_SERVICE } from '@schemas/contracts/services';
import { cashboxApiState } from '../api';
import { pendingDepositCode, PROMO_KEYS, promoQuery } from '../rules/promo-code';
import { cashboxState } from '../state';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec part 1 §4, part 2 §4 — the deposit promo code:
 * - `?depositPromocode=` on any page is kept in the session, the query removed and the shown flag cleared;
 * - on main while logged out, the stored code is cleared;
 * - on main while logged in, a code not yet shown is set as the deposit bonus code; if no deposit bonus is then
 *   offered the code is cleared again; then the deposit popup opens.
 * The gift code (`?giftPromocode=`) is the bonuses plugin's. The offers come from its service (BONUS_OFFERS_SERVICE):
 * without it no bonus is offered, so the code is cleared.
 */
export async function followPromoCodes(runtime: PluginRuntime, path: string, storage: Storage | null) {
  if (!storage) return;
  const now = runtime.navigation.current();
  const query = promoQuery(now.search);
  if (query) {
    if (query.deposit) {
      storage.setItem(PROMO_KEYS.deposit, query.deposit);
      storage.removeItem(PROMO_KEYS.shown);
    }
    runtime.navigation.go(now.pathname + query.rest + now.hash, { replace: true, state: now.state });
  }
  if (path !== runtime.pathOf('main')) return;
  if (runtime.session.status !== 'player') {
    if (!query) [PROMO_KEYS.deposit, PROMO_KEYS.shown].forEach((key) => storage.removeItem(key));
    return;
  }
  await applyDepositCode(runtime, storage);
}

// One at a time per storage: the login tap and the route change may both see the same code.
const applying = new WeakSet<object>();

export async function applyDepositCode(runtime: PluginRuntime, storage: Storage) {
  const code = pendingDepositCode(storage);
  if (!code || applying.has(storage)) return;
  applying.add(storage);
  storage.setItem(PROMO_KEYS.shown, 'true');
  const api = stateOf(runtime, cashboxApiState);
  let kept = false;
  try {
    if (!runtime.session.player?.can_issue_bonuses) await api.enableBonuses();
    await api.setBonusCode(code);
    await runtime.refreshSession();
    const currency = runtime.session.accounts.find((a) => a.active)?.currency ?? playerCurrency(runtime);
    const offers = (await runtime.services.get(BONUS_OFFERS_SERVICE)?.depositOffers(currency)) ?? [];
    stateOf(runtime, cashboxState).offers[currency] = { status: 'ready', data: offers };
    kept = offers.length > 0;
    if (!kept) {
      await api.clearBonusCode();
      storage.removeItem(PROMO_KEYS.deposit);
    }
  } catch {
    // Logged by the API client under its code; the deposit popup still opens.
  } finally {
    applying.delete(storage);
  }
  if (runtime.session.status === 'player') runtime.navigate(kept ? '/deposit?autoApplyPromocode=true' : '/deposit');
}
