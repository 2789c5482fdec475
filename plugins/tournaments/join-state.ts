import type { Tournament, TournamentStatus } from '@schemas/wire/promotions';
import { promoStatus } from './promo-status';

/**
 * What the tournament page offers the viewer (spec part 2 §2, §8; part 1 §6 guests):
 * - `closed`: finished, nothing to join;
 * - `register`: a guest; acting sends them to registration, back here afterwards;
 * - `loading`: a player whose standing is still on its way;
 * - `joined`: confirmed (or auto-joined);
 * - `automatic`: no confirmation needed, every scoring bet counts;
 * - `join`: a confirmation is required and not given yet.
 */
export type JoinState = 'closed' | 'register' | 'loading' | 'joined' | 'automatic' | 'join';

export function joinState(tournament: Tournament, status: TournamentStatus | null | undefined, viewer: { loggedIn: boolean; now: number }): JoinState {
  if (promoStatus(tournament, viewer.now) === 'archive') return 'closed';
  if (!viewer.loggedIn) return 'register';
  if (status === undefined) return 'loading';
  if (status?.confirmed) return 'joined';
  if (!tournament.user_confirmation_required) return 'automatic';
  return 'join';
}

/** Spec part 2 §8: an "already subscribed" refusal is its own message; any other failure is "something went wrong". */
export function isAlreadySubscribed(status: number | null, body: unknown): boolean {
  if (status === 409) return true;
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return /already[_ -]?(subscribed|confirmed|joined)/i.test(text);
}
