import { browserStorage, definePluginState, stateOf, type PluginRuntime } from '@core/index';
import { bonusesManifest } from './manifest';
import { GIFT_PROMO_KEY } from './rules/gift-promocode';

/**
 * The gift code main led the player away with (issue 22 item 8): taken out of session storage at that moment, so
 * no later visit of main leads there again, and held here until the gifts tab sends it. Dropped at logout.
 */
export const giftCodeState = definePluginState(bonusesManifest, () => ({ pending: null as string | null }));

/** The code the gifts tab sends on opening: the one main led with, else one still stored (an address on the tab). */
export function pendingGiftCode(runtime: PluginRuntime): string | null {
  return stateOf(runtime, giftCodeState).pending ?? browserStorage('session')?.getItem(GIFT_PROMO_KEY) ?? null;
}

/** Sent (applied or refused by the platform): forgotten everywhere. */
export function forgetGiftCode(runtime: PluginRuntime): void {
  stateOf(runtime, giftCodeState).pending = null;
  browserStorage('session')?.removeItem(GIFT_PROMO_KEY);
}
