import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { REALITY_CHECK_MODAL } from '@schemas/contracts/modals';
import { PROFILE_LIMITS } from '@schemas/contracts/slots';

/** An interval in minutes; 0 is off (the platform accepts these four, schemas/wire/reality-check.ts). */
const interval = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);

export const realityCheckOptionsSchema = z.object({
  /** The interval of a player who never chose one, on this site (0: off until they choose). */
  defaultMinutes: z._default(interval, 0),
  /** Per licence, an interval that replaces `defaultMinutes` for players under that licence. */
  licenceDefaults: z._default(z.object({ CW: z.optional(interval), EE: z.optional(interval) }), {}),
  /** Licences under which the check may not be turned off: "off" is not offered, and a stored "off" becomes the default. */
  requiredOn: z._default(z.array(z.enum(['CW', 'EE'])), []),
  /** Where "see history" and "set limits" lead (the profile plugin's tabs on the reference client). */
  historyPath: z._default(z.string(), '/profile/games-history'),
  limitsPath: z._default(z.string(), '/profile/limits'),
});
export type RealityCheckOptions = z.infer<typeof realityCheckOptionsSchema>;

/**
 * The reality check (issue 13 item 1): the player's interval on the limits tab, and, while a game runs, a blocking
 * modal over the paused game with the session's time, net result and bets, to continue, see the history, set limits
 * or log out. The platform keeps the interval and the session's figures (`/api/player/reality_check`).
 */
export const realityCheckManifest = defineManifest({
  id: 'reality-check',
  options: realityCheckOptionsSchema,
  contributes: {
    slots: {
      settings: { slot: PROFILE_LIMITS, order: 100, visible: { signedIn: true } },
    },
    modals: {
      // Blocking: no Escape, no backdrop click; the player picks one of its actions.
      check: { modal: REALITY_CHECK_MODAL, blocking: true },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default realityCheckManifest;
