import * as z from 'zod/mini';
import { defineRealtimeHandler, type PluginRuntime } from '@core/index';
import { wireInt } from '@schemas/wire/tolerant';
import { loadManagers, loadProgress } from '../actions';

/** accounts' `groups_updates` push: `{groups}`, the player's whole group set after a change. */
const groupsUpdateSchema = z.object({ groups: z.array(wireInt) });

/**
 * A VIP status rise adds its tier group: the session's groups follow, the progress reloads (which queues the
 * status-up modal when the level rose) and so do the managers of the new groups.
 */
export async function applyGroupsUpdate(runtime: PluginRuntime, groups: number[]): Promise<void> {
  if (runtime.session.player) runtime.session.player.groups = groups;
  await Promise.all([loadProgress(runtime), loadManagers(runtime)]);
}

export default defineRealtimeHandler(groupsUpdateSchema, (payload, runtime) => void applyGroupsUpdate(runtime, payload.groups));
