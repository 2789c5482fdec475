/** Sign-ups through a provider create the player and the provider link in the same minute. */
const SAME_SIGN_UP_MS = 60_000;

/**
 * Spec part 1 §4, §6: a social-registered player (configured groups) has the terms accepted for them.
 * The reference platform adds no group, so a provider connected when the account was created counts too.
 */
export function isSocialRegistered(player: { readonly groups: readonly number[]; readonly created_at: string }, socialGroups: readonly number[], connected: readonly { created_at: string }[]): boolean {
  if (player.groups.some((g) => socialGroups.includes(g))) return true;
  const created = Date.parse(player.created_at);
  return connected.some((p) => Math.abs(Date.parse(p.created_at) - created) <= SAME_SIGN_UP_MS);
}

export const termsMissing = (player: { readonly auth_fields_missed: readonly string[] }) => player.auth_fields_missed.includes('terms_acceptance');
export const countryMissing = (player: { readonly auth_fields_missed: readonly string[]; readonly country: string | null }) => !player.country || player.auth_fields_missed.includes('country');
