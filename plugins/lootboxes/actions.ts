import { ApiError, stateOf, type PluginRuntime } from '@core/index';
import { LOOTBOX_REFUSALS } from '@schemas/wire/lootboxes';
import { lootboxesApiState } from './api';
import { lootboxesState } from './state';
import type { OpenFailure } from './store';

/** The player's boxes, read again on every call (the gifts tab reads fresh on each visit); a failure keeps what was shown. */
export async function loadBoxes(runtime: PluginRuntime): Promise<void> {
  const store = stateOf(runtime, lootboxesState);
  if (store.state.status === 'loading') return;
  store.startLoading();
  try {
    store.setBoxes(await stateOf(runtime, lootboxesApiState).boxes());
  } catch {
    store.failed();
  }
}

/** A refusal's reason (422 `{errors: {base: [reason]}}`) as an i18n key; anything else is generic. */
function failureOf(error: unknown): OpenFailure {
  if (!(error instanceof ApiError) || error.status !== 422) return 'generic';
  const reason = error.firstMessage('base');
  return (LOOTBOX_REFUSALS as readonly string[]).includes(reason ?? '') ? (reason as OpenFailure) : 'generic';
}

/**
 * Opens a box: the platform draws the item and issues its gifts (their own pushes reach the gifts list); the
 * answer goes to the opening dialog, which animates to the drawn item. A refusal is shown on the card, and the
 * list is read again (the box may have expired or been opened elsewhere).
 */
export async function openBox(runtime: PluginRuntime, id: string): Promise<void> {
  const store = stateOf(runtime, lootboxesState);
  if (store.state.busy) return;
  store.setBusy(id);
  store.setFailure(id, null);
  try {
    const answer = await stateOf(runtime, lootboxesApiState).activate(id);
    store.putBox(answer.lootbox);
    store.setOpened(answer);
  } catch (error) {
    store.setFailure(id, failureOf(error));
    void loadBoxes(runtime);
  } finally {
    store.setBusy(null);
  }
}
