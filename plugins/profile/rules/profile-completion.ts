import { isCryptoCurrency } from '@config/currencies';

/** Spec part 1 §4: the fields the profile-completion modal asks a fiat player for. */
export const COMPLETION_FIELDS = ['mobile_phone', 'first_name', 'last_name', 'date_of_birth', 'country', 'city', 'address', 'postal_code'] as const;

type PlayerLike = { readonly currency: string; readonly auth_fields_missed: readonly string[] } & { readonly [K in (typeof COMPLETION_FIELDS)[number]]: string | null };

/** The empty completion fields of a fiat player; empty for crypto players and complete profiles. */
export function missingCompletionFields(player: PlayerLike): string[] {
  if (isCryptoCurrency(player.currency)) return [];
  return COMPLETION_FIELDS.filter((name) => (player[name] ?? '').trim() === '');
}

/** Terms come first (the blocking popup of the auth plugin): completion waits for the next visit. */
export const shouldOfferCompletion = (player: PlayerLike) => !player.auth_fields_missed.includes('terms_acceptance') && missingCompletionFields(player).length > 0;
