import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { playerCurrency, usePluginState, useRuntime, useSession } from '@core/index';
import type { RegistrationBonusOffer } from '@schemas/wire/bonuses';
import type { DepositBonusOffer } from '@schemas/wire/money';
import { ensureConfigs, ensureDepositOffers, ensureRegistrationOffers } from './actions';
import { depositGiftsShown } from './rules/deposit-gifts';
import { bonusesState } from './state';

export interface Offers {
  currency: string;
  guest: boolean;
  /** What a new player gets (guests only: a player has had theirs); `null` while loading. */
  registration: RegistrationBonusOffer[] | null;
  /** What a deposit may bring (for a player, only when the deposit-gift rule allows); `null` while loading. */
  deposit: DepositBonusOffer[] | null;
  failed: boolean;
}

/**
 * The offers the promotions page and the CMS blocks show, in the visitor's currency. A guest sees what a new
 * player would (both lists); a player sees deposit offers under the spec's deposit-gift rule (part 2 §4). Offers
 * of a `disabled-bonuses` group key are left out.
 */
export function useOffers(): Offers {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(bonusesState);
  const snap = useSnapshot(store.state);
  const guest = session.status !== 'player';
  const currency = session.accounts.find((a) => a.active)?.currency ?? playerCurrency(runtime);
  const depositShown = guest || depositGiftsShown(session.player);

  useEffect(() => {
    void ensureConfigs(runtime);
    if (guest) void ensureRegistrationOffers(runtime, currency);
    if (depositShown) void ensureDepositOffers(runtime, currency);
  }, [runtime, guest, currency, depositShown]);

  const hidden = snap.hiddenGroupKeys;
  const registrationLoad = snap.registrationOffers[currency];
  const depositLoad = snap.depositOffers[currency];
  const registration = !guest ? [] : hidden && registrationLoad?.data ? (registrationLoad.data as RegistrationBonusOffer[]).filter((o) => !o.group_key || !hidden.includes(o.group_key)) : registrationLoad?.status === 'failed' ? [] : null;
  const deposit = !depositShown ? [] : depositLoad?.data ? (depositLoad.data as DepositBonusOffer[]) : depositLoad?.status === 'failed' ? [] : null;
  return { currency, guest, registration, deposit, failed: registrationLoad?.status === 'failed' || depositLoad?.status === 'failed' };
}
