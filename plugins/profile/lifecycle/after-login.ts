import { modalPrompt, promptsOf, stateOf, type PluginRuntime } from '@core/index';
import { PROFILE_COMPLETION_MODAL } from '@schemas/contracts/modals';
import { profileApiState } from '../api';
import { shouldOfferCompletion } from '../rules/profile-completion';
import { stateToFill } from '../rules/state-fill';

const COMPLETION_SHOWN_KEY = 'profile:completionShown';

/** §4: fields-info loads on login and an empty editable state is filled from the postal code. */
export async function fillStateFromPostalCode(runtime: PluginRuntime) {
  const player = runtime.session.player;
  if (!player) return;
  const api = stateOf(runtime, profileApiState);
  const info = await api.playerFields('edition');
  const state = stateToFill(player, info.fields);
  if (!state) return;
  runtime.session.player = await api.updatePlayer('edition', { state });
}

/**
 * §4: the profile-completion modal, once per browser session so it does not nag on every reload. It waits its
 * turn in the core prompt queue (never over a game, the cashbox or another popup); the session key is written
 * when it opens, and it is dropped if the fields were filled meanwhile.
 */
export function offerProfileCompletion(runtime: PluginRuntime, storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const player = runtime.session.player;
  if (!player || !shouldOfferCompletion(player) || storage?.getItem(COMPLETION_SHOWN_KEY)) return;
  promptsOf(runtime).enqueue({
    id: 'profile-completion',
    // core/prompts/README.md: the first of the prompts (account data the cashbox will ask for anyway).
    priority: 500,
    signedInOnly: true,
    stillWanted: () => {
      const now = runtime.session.player;
      return now?.id === player.id && shouldOfferCompletion(now) && !storage?.getItem(COMPLETION_SHOWN_KEY);
    },
    open: () => {
      storage?.setItem(COMPLETION_SHOWN_KEY, '1');
      return modalPrompt(runtime, PROFILE_COMPLETION_MODAL)();
    },
  });
}
