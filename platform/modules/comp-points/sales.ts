import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import type { ScheduledJob } from '../../scheduler';

const DAY_MS = 86_400_000;

interface RepeatingSale {
  id: number;
  card_id: number;
  discount_percent: number;
  starts_at: string;
  ends_at: string;
  repeat_every_days: number;
}

/**
 * Keeps a recurring sale alive (the demo's weekly discount cards): when one with `repeat_every_days` ends, the next
 * opens at its end and lasts as long, on the same grid (windows that passed while the platform was down are
 * skipped). Each roll is ONE transaction that first marks the old sale rolled, so a second run or process adds none.
 */
export function saleRollJob(ctx: Pick<PlatformContext, 'db'>): ScheduledJob {
  const { db } = ctx;
  return {
    name: 'comp-points.sales',
    nextDueAt: () => db.prepare('SELECT MIN(ends_at) FROM comp_point_sales WHERE repeat_every_days IS NOT NULL AND rolled_at IS NULL').pluck().get() as string | null,
    run(now) {
      const at = now.toISOString();
      const due = db
        .prepare('SELECT * FROM comp_point_sales WHERE repeat_every_days IS NOT NULL AND rolled_at IS NULL AND ends_at <= ?')
        .all(at) as RepeatingSale[];
      for (const sale of due) {
        transaction(db, () => {
          if (db.prepare('UPDATE comp_point_sales SET rolled_at = ? WHERE id = ? AND rolled_at IS NULL').run(at, sale.id).changes === 0) return;
          const every = sale.repeat_every_days * DAY_MS;
          const length = Date.parse(sale.ends_at) - Date.parse(sale.starts_at);
          let start = Date.parse(sale.starts_at) + every;
          while (start + length <= now.getTime()) start += every;
          db.prepare('INSERT INTO comp_point_sales (card_id, discount_percent, starts_at, ends_at, repeat_every_days) VALUES (?, ?, ?, ?, ?)').run(
            sale.card_id,
            sale.discount_percent,
            new Date(start).toISOString(),
            new Date(start + length).toISOString(),
            sale.repeat_every_days,
          );
        })();
      }
    },
  };
}
