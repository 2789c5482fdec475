import type { Db } from '../../db/database';
import { insertPrizes, readPrizes, type PrizeTable, type PromotionPrize } from '../../promotion-prizes';
import type { DepositScaleRule, LotteryRow } from './store';

const LOTTERY_PRIZES: PrizeTable = { table: 'lottery_prizes', ownerColumn: 'lottery_id' };

export interface NewLottery {
  slug: string;
  title: string;
  description?: string;
  image?: string | null;
  currency: string;
  startAt: string;
  endAt: string;
  /** Defaults to the sum of the money prizes; prizes may never add up to more. */
  moneyBudgetCents?: number;
  prizes: readonly PromotionPrize[];
  groupIds?: readonly number[];
  compPointsTicketPrice?: number | null;
  maxTicketsPerPlayer?: number | null;
  depositScaleRules?: readonly DepositScaleRule[];
  series?: { name: string; everySeconds: number } | null;
  origin?: 'seed' | 'operator' | 'series';
}

/** Creates a lottery with its prizes (the seed, operators' tooling, tests, the next instance of a series). */
export function createLottery(db: Db, spec: NewLottery, now: Date = new Date()): number {
  const moneyTotal = spec.prizes.reduce((sum, p) => sum + (p.moneyCents ?? 0), 0);
  const budget = spec.moneyBudgetCents ?? moneyTotal;
  if (moneyTotal > budget) throw new Error(`lottery ${spec.slug}: prizes (${moneyTotal}) exceed the money budget (${budget})`);
  const places = spec.prizes.map((p) => p.place).sort((a, b) => a - b);
  // The draw gives places 1, 2, 3… in turn: the prize table has no gaps.
  if (places.some((place, index) => place !== index + 1)) throw new Error(`lottery ${spec.slug}: prize places must be 1..n`);
  if (!(new Date(spec.endAt).getTime() > new Date(spec.startAt).getTime())) throw new Error(`lottery ${spec.slug}: end_at must follow start_at`);
  const id = Number(
    db
      .prepare(
        `INSERT INTO lotteries (frontend_identifier, title, description, image, currency, start_at, end_at, money_budget_cents, group_ids,
           comp_points_ticket_price, max_tickets_count_to_player, deposit_scale_rules, series, repeat_every_seconds, origin, created_at)
         VALUES (@slug, @title, @description, @image, @currency, @startAt, @endAt, @budget, @groups, @price, @cap, @rules, @series, @every, @origin, @createdAt)`,
      )
      .run({
        slug: spec.slug,
        title: spec.title,
        description: spec.description ?? '',
        image: spec.image ?? null,
        currency: spec.currency,
        startAt: new Date(spec.startAt).toISOString(),
        endAt: new Date(spec.endAt).toISOString(),
        budget,
        groups: JSON.stringify(spec.groupIds ?? []),
        price: spec.compPointsTicketPrice ?? null,
        cap: spec.maxTicketsPerPlayer ?? null,
        rules: JSON.stringify(spec.depositScaleRules ?? []),
        series: spec.series?.name ?? null,
        every: spec.series?.everySeconds ?? null,
        origin: spec.origin ?? 'operator',
        createdAt: now.toISOString(),
      }).lastInsertRowid,
  );
  insertPrizes(db, LOTTERY_PRIZES, id, spec.prizes);
  return id;
}

export function lotteryDefinitionOf(db: Db, row: LotteryRow): Omit<NewLottery, 'slug' | 'startAt' | 'endAt'> {
  return {
    title: row.title,
    description: row.description,
    image: row.image,
    currency: row.currency,
    moneyBudgetCents: row.money_budget_cents,
    prizes: readPrizes(db, LOTTERY_PRIZES, row.id),
    groupIds: JSON.parse(row.group_ids) as number[],
    compPointsTicketPrice: row.comp_points_ticket_price,
    maxTicketsPerPlayer: row.max_tickets_count_to_player,
    depositScaleRules: JSON.parse(row.deposit_scale_rules) as DepositScaleRule[],
    series: row.series && row.repeat_every_seconds ? { name: row.series, everySeconds: row.repeat_every_seconds } : null,
  };
}
