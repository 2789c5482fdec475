/**
 * Promotion status by time (spec part 1 §4, part 2 §4): future while the start is ahead, active while the end
 * is ahead, otherwise archive. Pure and tiny: the entry's sidebar count uses it, so it imports nothing.
 */
export type PromoStatus = 'future' | 'active' | 'archive';

export interface PromoWindow {
  start_at: string;
  end_at: string;
  /** Set by the platform when it closed the promotion (early, or after its payout): archive whatever the clock says. */
  finished_at?: string | null;
  group_ids?: readonly number[];
}

export function promoStatus(promo: PromoWindow, now: number): PromoStatus {
  if (promo.finished_at) return 'archive';
  const start = Date.parse(promo.start_at);
  const end = Date.parse(promo.end_at);
  if (start > now) return 'future';
  if (end > now) return 'active';
  return 'archive';
}

/** The moment the status changes next (start for future, end for active), `null` once archived. */
export function nextChangeAt(promo: PromoWindow, now: number): number | null {
  const status = promoStatus(promo, now);
  if (status === 'future') return Date.parse(promo.start_at);
  if (status === 'active') return Date.parse(promo.end_at);
  return null;
}

/** Spec part 2 §4: visible when it names no groups or the player is in one of them (guests have none). */
export function visibleTo(promo: Pick<PromoWindow, 'group_ids'>, groups: readonly number[]): boolean {
  const only = promo.group_ids ?? [];
  return only.length === 0 || only.some((group) => groups.includes(group));
}

/** The sidebar's count (spec part 1 §2): active promotions the player may see. */
export function activeCount(promos: readonly PromoWindow[], groups: readonly number[], now: number): number {
  return promos.filter((promo) => visibleTo(promo, groups) && promoStatus(promo, now) === 'active').length;
}
