import type { Player } from '@schemas/wire/player';

/**
 * Spec part 1 §4: "a new user is one created on or after 02.10.2025 12:00". The spec gives no zone; the platform's
 * dates are UTC (ISO 8601 with `Z`), so the boundary is read as UTC noon.
 */
export const NEW_USER_SINCE = Date.parse('2025-10-02T12:00:00.000Z');

/**
 * A session fact plugins read instead of repeating the date: whether the signed-in player is a new user. A guest,
 * or a player whose `created_at` is missing or unreadable, is not one.
 */
export function isNewUser(player: Pick<Player, 'created_at'> | null | undefined): boolean {
  const created = player?.created_at ? Date.parse(player.created_at) : NaN;
  return Number.isFinite(created) && created >= NEW_USER_SINCE;
}
