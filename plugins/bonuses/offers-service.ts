import { stateOf, type PluginRuntime } from '@core/index';
import type { RegistrationBonusOffer } from '@schemas/wire/bonuses';
import type { DepositBonusOffer } from '@schemas/wire/money';
import { ensureConfigs, ensureRegistrationOffers } from './actions';
import { bonusesApiState } from './api';
import { bonusesState } from './state';

/**
 * BONUS_OFFERS_SERVICE's work (schemas/contracts/services.ts), loaded on the first call: the sign-up screen's
 * registration offers (once per session and currency, `disabled-bonuses` groups left out) and the cashbox's deposit
 * offers (asked each time: they change with every deposit). A failed call rejects (already logged under its code).
 */
export async function registrationOffers(runtime: PluginRuntime, currency: string): Promise<RegistrationBonusOffer[]> {
  await Promise.all([ensureRegistrationOffers(runtime, currency), ensureConfigs(runtime)]);
  const { state } = stateOf(runtime, bonusesState);
  const load = state.registrationOffers[currency];
  if (!load || load.status === 'failed') throw new Error('LOAD_REGISTRATION_BONUSES_ERROR');
  const hidden = state.hiddenGroupKeys ?? [];
  return (load.data ?? []).filter((offer) => !offer.group_key || !hidden.includes(offer.group_key));
}

export function depositOffers(runtime: PluginRuntime, currency: string, amountCents?: number): Promise<DepositBonusOffer[]> {
  return stateOf(runtime, bonusesApiState).depositOffers(currency, amountCents);
}
