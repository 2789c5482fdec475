import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

const groupId = z.int().check(z.positive());

/**
 * Options a site may pass. Group ids are operator data the spec leaves open (part 1 §4, §6), so they are
 * options rather than constants: AB registration variants, who sees the new-provider popup, and which
 * groups mark a social sign-up.
 */
export const authOptionsSchema = z.object({
  abRegistrationGroups: z._default(z.object({ even: groupId, odd: groupId }), { even: 3100, odd: 3101 }),
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
