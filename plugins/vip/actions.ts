import { browserStorage, playerCurrency, stateOf, type PluginRuntime } from '@core/index';
import { VIP_STATUS_UP_MODAL } from '@schemas/contracts/modals';
import type { SubscriptionTier } from '@schemas/wire/vip';
import { vipApiState, type SubscribeOutcome } from './api';
import { fallbackProgress, levelKeyOf, statusRank } from './rules/status';
import { shouldShowStatusUp } from './rules/status-up';
import { vipState } from './state';

/** The rank of the level this browser last saw for the player (status-up shows each rise once). */
const seenKey = (playerId: number) => `vip:seenRank:${playerId}`;

function readSeen(playerId: number): number | null {
  const raw = browserStorage('local')?.getItem(seenKey(playerId));
  const rank = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isInteger(rank) ? rank : null;
}
const writeSeen = (playerId: number, rank: number) => browserStorage('local')?.setItem(seenKey(playerId), String(rank));

/**
 * Loads the progress; a failure shows the §8 fallback (regular status, default thresholds) and is logged by the
 * API client as `LOAD_VIP_STATUS_PROGRESS_ERROR`. Then checks for a rise to celebrate.
 */
export async function loadProgress(runtime: PluginRuntime): Promise<void> {
  const store = stateOf(runtime, vipState);
  if (store.state.progressLoad === 'idle') store.state.progressLoad = 'loading';
  try {
    store.setProgress(await stateOf(runtime, vipApiState).progress());
  } catch {
    store.setProgress(fallbackProgress(playerCurrency(runtime)), true);
    return;
  }
  noteLevel(runtime);
}

export async function loadProgram(runtime: PluginRuntime): Promise<void> {
  const store = stateOf(runtime, vipState);
  if (store.state.program) return;
  store.setProgram(await stateOf(runtime, vipApiState).program());
}

export async function loadSubscriptions(runtime: PluginRuntime): Promise<void> {
  const store = stateOf(runtime, vipState);
  try {
    store.setSubscriptions(await stateOf(runtime, vipApiState).subscriptions());
  } catch {
    store.state.subscriptionsLoad = 'failed';
  }
}

export async function subscribe(runtime: PluginRuntime, tier: SubscriptionTier): Promise<SubscribeOutcome> {
  const outcome = await stateOf(runtime, vipApiState).subscribe(tier);
  if (outcome.ok) await loadSubscriptions(runtime);
  return outcome;
}

/** The managers of the player's groups (spec part 1 §3 `player.manager`); none on failure. */
export async function loadManagers(runtime: PluginRuntime): Promise<void> {
  const player = runtime.session.player;
  const store = stateOf(runtime, vipState);
  if (!player) return;
  try {
    store.setManagers(await stateOf(runtime, vipApiState).managers(player.groups));
  } catch {
    store.setManagers([]);
  }
}

/**
 * Records a rise of the loaded level as pending (the first look only records it), then shows it if it may show
 * now. A fallback progress is never compared: a failed load is not a fall.
 */
export function noteLevel(runtime: PluginRuntime): void {
  const player = runtime.session.player;
  const store = stateOf(runtime, vipState);
  const progress = store.state.progress;
  if (!player || !progress || store.state.progressFallback) return;
  const rank = statusRank(progress.currentStatus);
  const seen = readSeen(player.id);
  if (seen === null || rank < seen) writeSeen(player.id, rank);
  else if (rank > seen) store.state.pendingStatusUp = progress.currentStatus;
  presentStatusUp(runtime);
}

/**
 * The address without its locale prefix (`/de/play/x` → `/play/x`), read from the runtime's navigation, so the
 * rule knows a game page even before the first route change reached this plugin.
 */
function currentPath(runtime: PluginRuntime): string {
  const path = runtime.navigation.current().pathname;
  const [, first, rest] = /^\/([^/]+)(\/.*)?$/.exec(path) ?? [];
  return first && (runtime.site.locales as readonly string[]).includes(first) ? (rest ?? '/') : path;
}

/** Opens the pending status-up modal when the rule allows (not on a game page, no other modal open). */
export function presentStatusUp(runtime: PluginRuntime): void {
  const player = runtime.session.player;
  const store = stateOf(runtime, vipState);
  const pending = store.state.pendingStatusUp;
  if (!player || !pending) return;
  const show = shouldShowStatusUp({
    seenRank: readSeen(player.id),
    currentRank: statusRank(pending),
    path: currentPath(runtime),
    modalOpen: runtime.modals.state.stack.length > 0,
  });
  if (!show) return;
  writeSeen(player.id, statusRank(pending));
  store.state.pendingStatusUp = null;
  runtime.modals.open(VIP_STATUS_UP_MODAL, { level: levelKeyOf(pending) });
}
