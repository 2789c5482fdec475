import { z } from 'zod';
import { defineManifest } from '@core/index';

/**
 * Options a site may pass. Group ids are operator data the spec leaves open (part 1 §4, §6), so they are
 * options rather than constants: AB registration variants, who sees the new-provider popup, and which
 * groups mark a social sign-up.
 */
export const authOptionsSchema = z.object({
  abRegistrationGroups: z.object({ even: z.number().int().positive(), odd: z.number().int().positive() }).default({ even: 3100, odd: 3101 }),
  newProviderGroups: z.array(z.number().int()).default([]),
  /** Added after the new-provider popup was shown, so it is shown once per player, not once per visit. */
  newProviderSeenGroup: z.number().int().positive().optional(),
  /** Path the new-provider popup links to (e.g. `/producers/new-studio`). */
  newProviderPath: z.string().startsWith('/').default('/'),
  socialRegisteredGroups: z.array(z.number().int()).default([]),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

export const manifest = defineManifest<AuthOptions>({ id: 'auth', options: authOptionsSchema });
