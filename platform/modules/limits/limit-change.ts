import type { LimitType } from '../../../schemas/wire/limits';
import { isLock, type LimitRow } from './limit-store';

/**
 * Issue 24 item 10: whether a new limit protects more than the one in force of the same type, period and
 * currency. Tighter (or the first of its kind, or any lock) applies at once: protection must never wait for a
 * mail. Looser waits for the mailed token and then a cooling period, so a player on a losing streak cannot
 * lift a limit on impulse. An equal amount changes nothing the player could regret, so it counts as tighter.
 */
export function isTightening(type: LimitType, amount: number | null, current: LimitRow | undefined): boolean {
  if (isLock(type) || !current) return true;
  return (amount ?? 0) <= (current.amount_cents ?? 0);
}
