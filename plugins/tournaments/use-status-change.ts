import { useEffect, useRef } from 'react';
import type { Lottery, Tournament } from '@schemas/wire/promotions';
import { promoStatus, type PromoStatus, type PromoWindow } from './promo-status';

/** Tournaments and lotteries under one kind of id (`t1`, `l1`: their ids may collide), for `useStatusChange`. */
export function promoKeys(tournaments: readonly Tournament[] | null, lotteries: readonly Lottery[] | null = null, more: readonly Tournament[] | null = null) {
  return [
    ...[...(tournaments ?? []), ...(more ?? [])].map((t) => ({ id: `t${t.id}`, start_at: t.start_at, end_at: t.end_at, finished_at: t.finished_at })),
    ...(lotteries ?? []).map((l) => ({ id: `l${l.id}`, start_at: l.start_at, end_at: l.end_at, finished_at: l.finished_at })),
  ];
}

/**
 * The end event (spec part 2 §4): a timer reached zero and the status by time moved on (future → active →
 * archive). Watched where the promotions are listed, not on each card — a card that leaves its tab unmounts
 * with its timer. Fired once per change, never for the statuses a page opens with.
 */
export function useStatusChange(promos: readonly (PromoWindow & { id: string })[], now: number, onChange: ((changed: { id: string; status: PromoStatus }[]) => void) | undefined): void {
  const statuses = promos.map((promo) => `${promo.id}:${promoStatus(promo, now)}`).join(',');
  const previous = useRef(statuses);
  useEffect(() => {
    const before = new Set(previous.current.split(','));
    previous.current = statuses;
    const changed = statuses
      .split(',')
      .filter((entry) => entry && !before.has(entry))
      .map((entry) => {
        const [id = '', status] = entry.split(':');
        return { id, status: status as PromoStatus };
      })
      // Only promotions the page already showed: one arriving with a refresh is not an end event.
      .filter((change) => [...before].some((entry) => entry.startsWith(`${change.id}:`)));
    if (changed.length > 0) onChange?.(changed);
  }, [statuses, onChange]);
}
