import type { PlatformContext } from '../../context';
import { issueLootbox, lootboxIssued } from '../lootboxes/public';
import { markGrantIssued, pendingGrants } from './grants';
import { ensureRotationGroup } from './rotation';
import { wheelSegments, type WheelKind } from './segments';
import { segmentItem } from './wheel-items';

/** Days a granted spin stays usable once its box is issued. */
export const GRANTED_SPIN_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

const TITLES: Record<WheelKind, string> = { wheel: 'Daily wheel spin', manual_wheel: 'Prize wheel spin' };

/** The UTC day of `now` (`2026-11-24`) and its end: a daily spin lives for its day (spec part 2 §4). */
export function utcDay(now: Date): { key: string; endsAt: string } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { key: new Date(start).toISOString().slice(0, 10), endsAt: new Date(start + DAY_MS).toISOString() };
}

/**
 * The wheel's provider of due boxes (lootboxes' extension point, run before a player's boxes are listed):
 * 1. the rotation group (543 / 544) for a player who has neither;
 * 2. the daily spin: one `wheel` box per UTC day (`wheel:daily:{day}`, valid until the day ends), built from
 *    `wheel-config` — none when the config is off or not for the player's groups;
 * 3. each pending grant: a `manual_wheel` box (`wheel:grant:{id}`, valid 7 days) from the player's segment set of
 *    `wheel-config-segments`, and the grant marked issued.
 * Idempotent: a box is issued once per source_ref, a grant once.
 */
export function issueDueSpins(ctx: PlatformContext, playerId: number, now: Date) {
  const groups = ensureRotationGroup(ctx, playerId);
  const day = utcDay(now);
  const dailyRef = `wheel:daily:${day.key}`;
  if (!lootboxIssued(ctx.db, playerId, dailyRef)) {
    const segments = wheelSegments(ctx.db, 'wheel', groups);
    if (segments) {
      issueLootbox(ctx, { playerId, sourceRef: dailyRef, validUntil: day.endsAt, contents: { title: TITLES.wheel, groupKey: 'wheel', items: segments.map(segmentItem) } });
    }
  }
  const grants = pendingGrants(ctx.db, playerId);
  if (grants.length === 0) return;
  const segments = wheelSegments(ctx.db, 'manual_wheel', groups);
  if (!segments) return;
  for (const grant of grants) {
    const ref = `wheel:grant:${grant.id}`;
    issueLootbox(ctx, {
      playerId,
      sourceRef: ref,
      validUntil: new Date(now.getTime() + GRANTED_SPIN_VALID_DAYS * DAY_MS).toISOString(),
      contents: { title: TITLES.manual_wheel, groupKey: 'manual_wheel', items: segments.map(segmentItem) },
    });
    markGrantIssued(ctx.db, grant.id, ref, now);
  }
}
