import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { GAME_PAGE_PANEL } from '@schemas/contracts/slots';

export const gamePageOptionsSchema = z.object({
  /** Where a reached limit sends the player (spec §2). */
  limitsPath: z._default(z.string(), '/profile/limits'),
});
export type GamePageOptions = z.infer<typeof gamePageOptionsSchema>;

/** The game route `/play/{producer}/{name}` (mode Real or Demo): launch rules, then the game in a frame. */
export const gamePageManifest = defineManifest({
  id: 'game-page',
  options: gamePageOptionsSchema,
  contributes: {
    routes: {
      // The panel beside the frame loads with the page's chunk, not after it rendered.
      play: { path: '/play/:producer/:name', order: 150, slots: [GAME_PAGE_PANEL], immersive: true },
    },
    realtime: {
      // The limits module's `game_limits` pushes (issue 22 item 5): a limit put in force, or one reached by play.
      'limit-confirmed': { channel: 'game_limits', scope: 'private', event: 'confirmed' },
      'limit-reached': { channel: 'game_limits', scope: 'private', event: 'reached' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default gamePageManifest;
