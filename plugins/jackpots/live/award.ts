import { defineRealtimeHandler, definePluginState, stateOf, type PluginRuntime } from '@core/index';
import { JACKPOT_WIN_MODAL } from '@schemas/contracts/modals';
import { jackpotAwardEventSchema, type JackpotAward } from '@schemas/wire/jackpots';
import { jackpotsManifest } from '../manifest';

/** How often a waiting popup looks again whether the screen is free (the cashbox or a blocking modal closed). */
const RETRY_MS = 1_000;

/** Awards not shown yet, and the retry timer; the player's own, dropped at logout. */
const awardQueueState = definePluginState(jackpotsManifest, () => ({ waiting: [] as JackpotAward[], shown: new Set<number>(), timer: null as ReturnType<typeof setInterval> | null }));

/**
 * Whether a popup may open now: never over another dialog on screen — a modal opened by contract, a route dialog such
 * as the cashbox, the phone's menu — which are all native `<dialog open>` elements in the page. The page is asked,
 * not `runtime.modals`' stack: an entry there whose plugin never draws it (unknown on this site) would hold the popup
 * back forever while nothing covers the page.
 */
function screenBusy(): boolean {
  return typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null;
}

/** Opens the oldest waiting award's popup when the screen is free, else looks again every second. */
export function showWhenFree(runtime: PluginRuntime): void {
  const queue = stateOf(runtime, awardQueueState);
  const next = queue.waiting[0];
  if (!next) {
    if (queue.timer) clearInterval(queue.timer);
    queue.timer = null;
    return;
  }
  if (screenBusy()) {
    queue.timer ??= setInterval(() => showWhenFree(runtime), RETRY_MS);
    return;
  }
  queue.waiting.shift();
  runtime.modals.open(JACKPOT_WIN_MODAL, { awardId: next.id, jackpotName: next.jackpot_name, levelName: next.level_name, amountCents: next.amount_cents, currency: next.currency });
  // The next one (rare) waits for this popup to close.
  if (queue.waiting.length > 0) queue.timer ??= setInterval(() => showWhenFree(runtime), RETRY_MS);
}

/** `jackpot_win_award` (private): the player won a level, already credited; each award shows once. */
export function receiveAward(runtime: PluginRuntime, award: JackpotAward): void {
  const queue = stateOf(runtime, awardQueueState);
  if (queue.shown.has(award.id)) return;
  queue.shown.add(award.id);
  queue.waiting.push(award);
  showWhenFree(runtime);
}

export default defineRealtimeHandler(jackpotAwardEventSchema, (award, runtime) => receiveAward(runtime, award));
