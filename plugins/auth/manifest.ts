import * as z from 'zod/mini';
import { DEFAULT_AB_REGISTRATION_GROUPS } from '@config/player-groups';
import { defineManifest } from '@core/plugin/define';

const groupId = z.int().check(z.positive());

/**
 * Options a site may pass. Group ids are operator data the spec leaves open (part 1 §4, §6), so they are
 * options rather than constants: AB registration variants, who sees the new-provider popup, and which
 * groups mark a social sign-up. The groups the client adds itself are the only ones the platform lets a
 * player self-assign (config/player-groups.ts; the platform reads these options from the site files).
 */
export const authOptionsSchema = z.object({
  abRegistrationGroups: z._default(z.object({ even: groupId, odd: groupId }), { ...DEFAULT_AB_REGISTRATION_GROUPS }),
  newProviderGroups: z._default(z.array(z.int()), []),
  /** Added after the new-provider popup was shown, so it is shown once per player, not once per visit. */
  newProviderSeenGroup: z.optional(groupId),
  /** Path the new-provider popup links to (e.g. `/producers/new-studio`). */
  newProviderPath: z._default(z.string().check(z.startsWith('/')), '/'),
  socialRegisteredGroups: z._default(z.array(z.int()), []),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

export const manifest = defineManifest<AuthOptions>({ id: 'auth', options: authOptionsSchema });

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default manifest;
