import type { Runtime } from '@core/index';
import { profileApi } from '../api';
import { shouldOfferCompletion } from '../rules/profile-completion';
import { stateToFill } from '../rules/state-fill';
import { PROFILE_COMPLETION_MODAL } from '../modal-ids';

const COMPLETION_SHOWN_KEY = 'profile:completionShown';

/** §4: fields-info loads on login and an empty editable state is filled from the postal code. */
export async function fillStateFromPostalCode(runtime: Runtime) {
  const player = runtime.session.player;
  if (!player) return;
  const info = await profileApi(runtime).playerFields('edition');
  const state = stateToFill(player, info.fields);
  if (!state) return;
  runtime.session.player = await profileApi(runtime).updatePlayer('edition', { state });
}

/** §4: the profile-completion modal, once per browser session so it does not nag on every reload. */
export function offerProfileCompletion(runtime: Runtime, storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const player = runtime.session.player;
  if (!player || !shouldOfferCompletion(player) || storage?.getItem(COMPLETION_SHOWN_KEY)) return;
  storage?.setItem(COMPLETION_SHOWN_KEY, '1');
  runtime.modals.open(PROFILE_COMPLETION_MODAL);
}
