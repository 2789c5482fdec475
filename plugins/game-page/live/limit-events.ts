import * as z from 'zod/mini';
import { defineRealtimeHandler, optionsOf, stateOf, type PluginRuntime } from '@core/index';
import { wireInt } from '@schemas/wire/tolerant';
import { gamePageApiState } from '../api';
import { reachedLimit } from '../launch-rules';
import { gamePageManifest } from '../manifest';

/** The limits module's `game_limits` push: which limit changed (`{id, type}`); the list itself is reloaded. */
const limitEventSchema = z.object({ id: z.optional(wireInt), type: z.optional(z.string()) });

/** A game page path, with or without a locale prefix (`/play/…`, `/de/play/…`). */
const PLAYING = /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/play\//;

/**
 * Spec part 1 §2, §7 (issue 22 item 5): a limit that changes or is reached while the player is in a game reloads the
 * limits; when one now blocks play, the player is told (a warning that stays until dismissed, like the original
 * `NOTIFICATIONS.ON_LIMIT_REACHED`) and leaves the game for the limits page. Outside a game nothing is shown:
 * the next game launch checks the limits anyway.
 */
export async function followLimitChange(runtime: PluginRuntime, now = Date.now()): Promise<void> {
  if (runtime.session.status !== 'player' || !PLAYING.test(runtime.navigation.current().pathname)) return;
  const limits = await stateOf(runtime, gamePageApiState)
    .limits()
    .catch(() => null);
  if (!limits || !reachedLimit(limits, now)) return;
  // The page may have been left while the limits loaded.
  if (!PLAYING.test(runtime.navigation.current().pathname)) return;
  runtime.toasts.show({ kind: 'warning', messageKey: 'game-page:limitReached', lifeMs: null });
  runtime.navigate(optionsOf(runtime, gamePageManifest).limitsPath, { replace: true });
}

export default defineRealtimeHandler(limitEventSchema, (_payload, runtime) => void followLimitChange(runtime));
