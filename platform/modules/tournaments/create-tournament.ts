import type { Db } from '../../db/database';
import type { Strategy, TournamentRow } from './store';

export interface NewTournamentPrize {
  place: number;
  moneyCents?: number;
  freeSpins?: number;
}

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
  const insertPrize = db.prepare('INSERT INTO tournament_prizes (tournament_id, award_place, money_award_cents, freespins_count) VALUES (?, ?, ?, ?)');
  for (const prize of spec.prizes) insertPrize.run(id, prize.place, prize.moneyCents ?? 0, prize.freeSpins ?? 0);
  return id;
}

/** The definition of an existing tournament, to repeat it in another window (the next instance of a series). */
export function definitionOf(db: Db, row: TournamentRow): Omit<NewTournament, 'slug' | 'startAt' | 'endAt'> {
  const prizes = db.prepare('SELECT award_place, money_award_cents, freespins_count FROM tournament_prizes WHERE tournament_id = ? ORDER BY award_place').all(row.id) as {
    award_place: number;
    money_award_cents: number;
    freespins_count: number;
  }[];
  return {
    title: row.title,
    description: row.description,
    image: row.image,
    strategy: row.strategy,
    currency: row.currency,
    userConfirmationRequired: row.user_confirmation_required === 1,
    moneyBudgetCents: row.money_budget_cents,
    prizes: prizes.map((p) => ({ place: p.award_place, moneyCents: p.money_award_cents, freeSpins: p.freespins_count })),
    groupIds: JSON.parse(row.group_ids) as number[],
    games: JSON.parse(row.games) as string[],
    providers: JSON.parse(row.providers) as string[],
    leaderboardSize: row.leaderboard_size,
    series: row.series && row.repeat_every_seconds ? { name: row.series, everySeconds: row.repeat_every_seconds } : null,
  };
}
