import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

export const gamePageOptionsSchema = z.object({
  /** The modal (owned by the profile plugin) that edits missing profile fields; our own notice when absent. */
  profileModal: z._default(z.string(), 'edit-profile'),
  /** Where a reached limit sends the player (spec §2). */
  limitsPath: z._default(z.string(), '/profile/limits'),
});
export type GamePageOptions = z.infer<typeof gamePageOptionsSchema>;

export const gamePageManifest = defineManifest<GamePageOptions>({ id: 'game-page', options: gamePageOptionsSchema });

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default gamePageManifest;
