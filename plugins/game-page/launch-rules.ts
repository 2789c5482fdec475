import type { PlayerFieldInfo } from '@schemas/wire/info';
import type { UserLimit } from '@schemas/wire/limits';

export type PlayMode = 'Real' | 'Demo';

/** `?mode=Real|Demo` (any case); without it a player plays for real and a guest the demo when there is one. */
export function resolveMode(query: string | null, loggedIn: boolean, hasDemo: boolean): PlayMode | 'sign-up' {
  const wanted = query?.toLowerCase();
  if (wanted === 'demo') return 'Demo';
  if (wanted === 'real') return loggedIn ? 'Real' : 'sign-up';
  if (loggedIn) return 'Real';
  return hasDemo ? 'Demo' : 'sign-up';
}

/**
 * A limit that blocks play now (spec §2: opening a game while logged in loads limits): an enforced lock
 * (cooling-off, self-exclusion) or a money or session limit whose current value reached its amount. Unconfirmed
 * limits and statuses newer than this client (`'other'`) do not block here.
 */
export function reachedLimit(limits: readonly UserLimit[], now: number): UserLimit | null {
  return (
    limits.find((limit) => {
      // Only limits known to be in force count; the platform still refuses play for one this client cannot read.
      if (limit.status !== 'active' && limit.status !== 'disabling') return false;
      if (limit.strategy === 'lock') return limit.accounts.length === 0 || limit.accounts.some((a) => a.active_until === null || Date.parse(a.active_until) > now);
      return limit.accounts.some((a) => a.amount_cents > 0 && a.current_value_amount_cents >= a.amount_cents);
    }) ?? null
  );
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Required fields of the provider's context that the player has not filled (spec §4: non-closable edit-profile popup). */
export function missingFields(fields: readonly PlayerFieldInfo[], player: Record<string, unknown>): string[] {
  return fields.filter((f) => f.required && isEmpty(player[f.name])).map((f) => f.name);
}
