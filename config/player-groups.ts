import { IBAN_LT_GROUP } from './limits';

/**
 * Player groups the client itself adds through `POST /api/player/groups` (spec part 1 §3 table, §4, §5).
 * Every other group is assigned by the platform or its operators: VIP tiers, testers, risk marks.
 *
 * Which ids the client adds is partly site data (the auth plugin's options `abRegistrationGroups` and
 * `newProviderSeenGroup`); the platform adds those it finds in the site files to the fixed ones below
 * (platform/modules/accounts/self-assignable-groups.ts), so a site option needs no second edit here.
 */

/** §4 AB registration test: the variant groups by player-id parity, unless a site chooses others. */
export const DEFAULT_AB_REGISTRATION_GROUPS = { even: 3100, odd: 3101 } as const;

/** Self-assignable whatever the site: the default AB variants and the LT IBAN marker (§5). */
export const FIXED_SELF_ASSIGNABLE_GROUPS: readonly number[] = [DEFAULT_AB_REGISTRATION_GROUPS.even, DEFAULT_AB_REGISTRATION_GROUPS.odd, IBAN_LT_GROUP];

/** Spec part 1 §6: testers see every managed page and the operator's screens (`/ffc`). */
export const TESTER_GROUPS: readonly number[] = [21, 916];

/**
 * Groups that grant rights or mark risk (§5, §6: testers 21 and 916, multi-account 100, live chat 545):
 * never self-assignable, even if a site file names one of them in a plugin option.
 */
export const PLATFORM_ONLY_GROUPS: readonly number[] = [...TESTER_GROUPS, 100, 545];

/** Spec part 2 §4, §5: the multi-account mark (no deposit gifts shown, a warning before an exchange). */
export const MULTI_ACCOUNT_GROUP = 100;

/**
 * How many self-assignable groups one player may hold: one AB variant, the new-provider-seen marker and
 * the LT IBAN marker are all a legitimate client ever adds.
 */
export const SELF_ASSIGNED_GROUPS_CAP = 3;
