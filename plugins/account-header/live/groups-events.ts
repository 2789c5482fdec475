import * as z from 'zod/mini';
import { defineRealtimeHandler, type PluginRuntime } from '@core/index';
import { wireInt } from '@schemas/wire/tolerant';

/** accounts' `groups_updates` push: `{groups}`, the player's whole group set after a change. */
const groupsUpdateSchema = z.object({ groups: z.array(wireInt) });

/**
 * Spec part 1 §7, issue 22 item 5: a change of the player's groups (a VIP tier, an AB variant, an operator's
 * grouping) reaches every group-driven rule without a reload. The pushed set applies at once — banners, promos,
 * menu entries and chat routing read the session's groups through the visibility context — and the profile is then
 * reloaded, so the session holds the platform's own view (statuses follow groups).
 */
export async function followGroupsUpdate(runtime: PluginRuntime, groups: number[]): Promise<void> {
  const player = runtime.session.player;
  if (runtime.session.status !== 'player' || !player) return;
  player.groups = groups;
  await runtime.refreshSession('session');
}

export default defineRealtimeHandler(groupsUpdateSchema, (payload, runtime) => void followGroupsUpdate(runtime, payload.groups));
