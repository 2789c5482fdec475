import type { Db } from '../../db/database';
import { insertPrizes, readPrizes, type PrizeTable, type PromotionPrize } from '../../promotion-prizes';
import type { Strategy, TournamentRow } from './store';

const TOURNAMENT_PRIZES: PrizeTable = { table: 'tournament_prizes', ownerColumn: 'tournament_id' };

/** A tournament's prize place (platform/promotion-prizes.ts). */
export type NewTournamentPrize = PromotionPrize;

export interface NewTournament {
  slug: string;
  title: string;
  description?: string;
  image?: string | null;
  strategy: Strategy;
  currency: string;
  startAt: string;
  endAt: string;
  userConfirmationRequired?: boolean;
  /** Defaults to the sum of the money prizes; prizes may never add up to more. */
  moneyBudgetCents?: number;
  prizes: readonly NewTournamentPrize[];
  groupIds?: readonly number[];
  games?: readonly string[];
  providers?: readonly string[];
  leaderboardSize?: number;
  /** A recurring series: its name (the slug its open instance holds) and how often an instance starts. */
  series?: { name: string; everySeconds: number } | null;
  origin?: 'seed' | 'operator' | 'dev' | 'series';
}

/**
 * Creates a tournament with its prizes (operators' tooling, the seed, the demo-only dev route, tests and the
 * next instance of a series). Throws on a definition that could never be paid as announced.
 */
export function createTournament(db: Db, spec: NewTournament, now: Date = new Date()): number {
  const moneyTotal = spec.prizes.reduce((sum, p) => sum + (p.moneyCents ?? 0), 0);
  const budget = spec.moneyBudgetCents ?? moneyTotal;
  if (moneyTotal > budget) throw new Error(`tournament ${spec.slug}: prizes (${moneyTotal}) exceed the money budget (${budget})`);
  if (!(new Date(spec.endAt).getTime() > new Date(spec.startAt).getTime())) throw new Error(`tournament ${spec.slug}: end_at must follow start_at`);
  const places = spec.prizes.map((p) => p.place);
  if (new Set(places).size !== places.length || places.some((p) => !Number.isInteger(p) || p < 1)) throw new Error(`tournament ${spec.slug}: prize places must be distinct positive integers`);
  const id = Number(
    db
      .prepare(
        `INSERT INTO tournaments (frontend_identifier, title, description, image, strategy, currency, user_confirmation_required, start_at, end_at,
           money_budget_cents, group_ids, games, providers, leaderboard_size, series, repeat_every_seconds, origin, created_at)
         VALUES (@slug, @title, @description, @image, @strategy, @currency, @confirmation, @startAt, @endAt, @budget, @groups, @games, @providers,
           @size, @series, @every, @origin, @createdAt)`,
      )
      .run({
        slug: spec.slug,
        title: spec.title,
        description: spec.description ?? '',
        image: spec.image ?? null,
        strategy: spec.strategy,
        currency: spec.currency,
        confirmation: spec.userConfirmationRequired ? 1 : 0,
        startAt: new Date(spec.startAt).toISOString(),
        endAt: new Date(spec.endAt).toISOString(),
        budget,
        groups: JSON.stringify(spec.groupIds ?? []),
        games: JSON.stringify(spec.games ?? []),
        providers: JSON.stringify(spec.providers ?? []),
        size: spec.leaderboardSize ?? 10,
        series: spec.series?.name ?? null,
        every: spec.series?.everySeconds ?? null,
        origin: spec.origin ?? 'operator',
        createdAt: now.toISOString(),
      }).lastInsertRowid,
  );
  insertPrizes(db, TOURNAMENT_PRIZES, id, spec.prizes);
  return id;
}

/** The definition of an existing tournament, to repeat it in another window (the next instance of a series). */
export function definitionOf(db: Db, row: TournamentRow): Omit<NewTournament, 'slug' | 'startAt' | 'endAt'> {
  return {
    title: row.title,
    description: row.description,
    image: row.image,
    strategy: row.strategy,
    currency: row.currency,
    userConfirmationRequired: row.user_confirmation_required === 1,
    moneyBudgetCents: row.money_budget_cents,
    prizes: readPrizes(db, TOURNAMENT_PRIZES, row.id),
    groupIds: JSON.parse(row.group_ids) as number[],
    games: JSON.parse(row.games) as string[],
    providers: JSON.parse(row.providers) as string[],
    leaderboardSize: row.leaderboard_size,
    series: row.series && row.repeat_every_seconds ? { name: row.series, everySeconds: row.repeat_every_seconds } : null,
  };
}
