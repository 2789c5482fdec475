import type { LoginEvent, Runtime } from '@core/index';
import { authApi } from '../api';
import { NEW_PROVIDER_MODAL, TERMS_MODAL } from '../modal-ids';
import { abRegistrationGroup } from '../rules/ab-registration';
import { countryMissing, isSocialRegistered, termsMissing } from '../rules/social-registration';
import type { AuthStore } from '../store';

const NEW_PROVIDER_SHOWN_KEY = 'auth:newProviderShown';

/** Unaccepted terms (spec part 1 §4): social sign-ups are accepted for them, others get the blocking popup. */
export async function settleTerms(runtime: Runtime, store: AuthStore) {
  const player = runtime.session.player;
  if (!player || !termsMissing(player)) return;
  const api = authApi(runtime);
  const connected = await api.connectedProviders().catch(() => []);
  if (isSocialRegistered(player, store.options.socialRegisteredGroups, connected)) {
    const country = countryMissing(player) ? runtime.country : undefined;
    try {
      runtime.session.player = await api.updateDetails({ terms_acceptance: true, ...(country ? { country } : {}) });
      return;
    } catch {
      // the visitor's country may not be one the platform accepts: let the player choose in the popup
    }
  }
  runtime.modals.open(TERMS_MODAL);
}

/** AB registration test (§4): only for a fresh sign-up, by id parity, while `enableABReg` is on. */
export async function joinAbRegistrationGroup(runtime: Runtime, store: AuthStore, event: LoginEvent) {
  if (event.reason !== 'registration' || !runtime.flags.state.values.enableABReg) return;
  const group = abRegistrationGroup(event.playerId, store.options.abRegistrationGroups);
  const { groups } = await authApi(runtime).addGroups([group]);
  if (runtime.session.player) runtime.session.player.groups = groups;
}

/** New-provider popup (§4): once per session for the configured groups, then marks the player as having seen it. */
export async function maybeShowNewProvider(runtime: Runtime, store: AuthStore, storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const player = runtime.session.player;
  const { newProviderGroups, newProviderSeenGroup } = store.options;
  if (!player || !player.groups.some((g) => newProviderGroups.includes(g))) return;
  if (newProviderSeenGroup !== undefined && player.groups.includes(newProviderSeenGroup)) return;
  if (storage?.getItem(NEW_PROVIDER_SHOWN_KEY)) return;
  storage?.setItem(NEW_PROVIDER_SHOWN_KEY, '1');
  runtime.modals.open(NEW_PROVIDER_MODAL);
  if (newProviderSeenGroup !== undefined) {
    const { groups } = await authApi(runtime).addGroups([newProviderSeenGroup]);
    if (runtime.session.player) runtime.session.player.groups = groups;
  }
}
