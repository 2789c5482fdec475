import * as z from 'zod/mini';
import { DEFAULT_AB_REGISTRATION_GROUPS } from '@config/player-groups';
import { defineManifest } from '@core/plugin/define';
import { LICENCE_BLOCKED_MODAL, NEW_PROVIDER_MODAL, TERMS_MODAL } from '@schemas/contracts/modals';
import { BOTTOM_BAR_ACTION, HEADER_ACTIONS } from '@schemas/contracts/slots';

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

/** Sign-in, sign-up and password popups, the guests' enter buttons, and the after-login terms and groups. */
export const authManifest = defineManifest({
  id: 'auth',
  options: authOptionsSchema,
  contributes: {
    // Popup routes of spec part 1 §2; the legacy paths and the hash triggers below lead here.
    routes: {
      'sign-in': { path: '/sign-in', kind: 'modal', guard: 'requiresGuest', order: 10, role: 'sign-in' },
      'sign-up': { path: '/sign-up', kind: 'modal', guard: 'requiresGuest', order: 10, role: 'registration' },
      remind: { path: '/remind', kind: 'modal', guard: 'requiresGuest', order: 10 },
      'new-password': { path: '/new-password', kind: 'modal', order: 10 },
      'email-verify': { path: '/email-verify', kind: 'modal', order: 10 },
      confirmation: { path: '/confirmation', kind: 'modal', order: 10 },
    },
    slots: {
      'guest-buttons': { slot: HEADER_ACTIONS, order: 50, visible: { signedIn: false } },
      'guest-enter': { slot: BOTTOM_BAR_ACTION, order: 50, visible: { signedIn: false } },
    },
    modals: {
      terms: { modal: TERMS_MODAL, blocking: true },
      'new-provider': { modal: NEW_PROVIDER_MODAL },
      'licence-blocked': { modal: LICENCE_BLOCKED_MODAL },
    },
    // Spec part 1 §2 "Legacy": old paths that redirect; the query string is kept (tokens ride on it).
    redirects: {
      login: { from: '/login', to: '/sign-in' },
      registration: { from: '/registration', to: '/sign-up' },
      'users-sign-in': { from: '/users/sign_in', to: '/sign-up' },
      'profile-password-edit': { from: '/profile/password/edit', to: '/new-password' },
      'users-password-edit': { from: '/users/password/edit', to: '/new-password' },
      'profile-confirmation': { from: '/profile/confirmation', to: '/confirmation' },
      'users-confirmation': { from: '/users/confirmation', to: '/confirmation' },
    },
    // Spec part 1 §2 "Hash triggers": the hash opens the popup route; the core clears it after 1 s.
    hashTriggers: {
      'sign-in': { hash: 'sign-in', route: '/sign-in' },
      'sign-up': { hash: 'sign-up', route: '/sign-up' },
      remind: { hash: 'remind', route: '/remind' },
      'new-password': { hash: 'new-password', route: '/new-password' },
      'users-password-edit': { hash: 'users/password/edit', route: '/new-password' },
      'profile-password-edit': { hash: 'profile/password/edit', route: '/new-password' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default authManifest;
