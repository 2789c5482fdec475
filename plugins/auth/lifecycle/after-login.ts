import { modalPrompt, optionsOf, promptsOf, stateOf, type LoginEvent, type PluginRuntime } from '@core/index';
import { NEW_PROVIDER_MODAL, TERMS_MODAL } from '@schemas/contracts/modals';
import { authApiState } from '../api';
import { authManifest } from '../manifest';
import { abRegistrationGroup } from '../rules/ab-registration';
import { countryMissing, isSocialRegistered, termsMissing } from '../rules/social-registration';

const NEW_PROVIDER_SHOWN_KEY = 'auth:newProviderShown';

/** Unaccepted terms (spec part 1 §4): social sign-ups are accepted for them, others get the blocking popup. */
export async function settleTerms(runtime: PluginRuntime) {
  const player = runtime.session.player;
  if (!player || !termsMissing(player)) return;
  const api = stateOf(runtime, authApiState);
  const connected = await api.connectedProviders().catch(() => []);
  if (isSocialRegistered(player, optionsOf(runtime, authManifest).socialRegisteredGroups, connected)) {
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
export async function joinAbRegistrationGroup(runtime: PluginRuntime, event: LoginEvent) {
  if (event.reason !== 'registration' || !runtime.flags.state.values.enableABReg) return;
  const group = abRegistrationGroup(event.playerId, optionsOf(runtime, authManifest).abRegistrationGroups);
  const { groups } = await stateOf(runtime, authApiState).addGroups([group]);
  if (runtime.session.player) runtime.session.player.groups = groups;
}

/**
 * New-provider popup (§4): once per session for the configured groups, then marks the player as having seen it.
 * It waits its turn in the core prompt queue (never over a game, the cashbox or another popup); the session key
 * and the seen-group are written when it actually opens, so a popup that never got its turn is not lost.
 */
export function maybeShowNewProvider(runtime: PluginRuntime, storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const player = runtime.session.player;
  const { newProviderGroups, newProviderSeenGroup } = optionsOf(runtime, authManifest);
  if (!player || !player.groups.some((g) => newProviderGroups.includes(g))) return;
  if (newProviderSeenGroup !== undefined && player.groups.includes(newProviderSeenGroup)) return;
  if (storage?.getItem(NEW_PROVIDER_SHOWN_KEY)) return;
  promptsOf(runtime).enqueue({
    id: 'new-provider',
    // core/prompts/README.md: below profile completion, above the survey.
    priority: 300,
    signedInOnly: true,
    stillWanted: () => runtime.session.player?.id === player.id && !storage?.getItem(NEW_PROVIDER_SHOWN_KEY),
    open: () => {
      storage?.setItem(NEW_PROVIDER_SHOWN_KEY, '1');
      if (newProviderSeenGroup !== undefined) void markNewProviderSeen(runtime, newProviderSeenGroup);
      return modalPrompt(runtime, NEW_PROVIDER_MODAL)();
    },
  });
}

async function markNewProviderSeen(runtime: PluginRuntime, group: number) {
  try {
    const { groups } = await stateOf(runtime, authApiState).addGroups([group]);
    if (runtime.session.player) runtime.session.player.groups = groups;
  } catch (error) {
    // The session key still holds it back for this session; the next one shows it again.
    runtime.log.warn('MARK_NEW_PROVIDER_SEEN_ERROR', { error: String(error) });
  }
}
