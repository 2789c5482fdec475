import { QUEST_LADDERS_EUR_CENTS, type QuestSize } from '../../../config/quest-levels';
import type { Db } from '../../db/database';
import { WALLET_CURRENCIES } from '../wallet/public';
import { plannedLadder } from './ladders';
import { jsonNumbers, type QuestRow } from './store';

export interface NewQuest {
  /** `{prefix}--{size}--{slug}` (spec part 2 §3); its size segment must be `size`. */
  frontendIdentifier: string;
  size: QuestSize;
  title: string;
  description?: string;
  image?: string | null;
  startAt: string;
  endAt: string;
  groupIds?: readonly number[];
  /** Another EUR ladder of the size's length (cents, first 0, rising): the dev route's quick quests, tests. */
  ladderEurCents?: readonly number[];
  /** A recurring series: its name and how often an instance starts. */
  series?: { name: string; everySeconds: number } | null;
  origin?: 'seed' | 'operator' | 'dev' | 'series';
}

/** Checks a EUR ladder against its size (spec part 2 §9): the size's number of levels, the first 0, strictly rising. */
export function ladderProblem(size: QuestSize, ladder: readonly number[]): string | null {
  const count = QUEST_LADDERS_EUR_CENTS[size].length;
  if (ladder.length !== count) return `a ${size} quest has ${count} levels`;
  if (ladder[0] !== 0) return 'the first level starts at 0';
  if (ladder.some((cents, i) => !Number.isSafeInteger(cents) || (i > 0 && cents <= ladder[i - 1]!))) return 'thresholds must be whole cents, strictly rising';
  return null;
}

/**
 * Creates a quest and its ladder in every wallet currency that has a rate (operators' tooling, the seed, the
 * demo-only dev route, tests and the next instance of a series). Throws on a definition that could not run.
 */
export function createQuest(db: Db, spec: NewQuest, now: Date = new Date()): number {
  const segments = spec.frontendIdentifier.split('--');
  if (segments.length !== 3 || segments[1] !== spec.size || !/^[a-z0-9-]+$/.test(segments[2] ?? '')) {
    throw new Error(`quest ${spec.frontendIdentifier}: the identifier must read {prefix}--${spec.size}--{slug}`);
  }
  if (!(new Date(spec.endAt).getTime() > new Date(spec.startAt).getTime())) throw new Error(`quest ${spec.frontendIdentifier}: end_at must follow start_at`);
  const ladder = spec.ladderEurCents ?? QUEST_LADDERS_EUR_CENTS[spec.size];
  const problem = ladderProblem(spec.size, ladder);
  if (problem) throw new Error(`quest ${spec.frontendIdentifier}: ${problem}`);
  const id = Number(
    db
      .prepare(
        `INSERT INTO quests (frontend_identifier, size, title, description, image, start_at, end_at, group_ids, series, repeat_every_seconds, origin, created_at)
         VALUES (@identifier, @size, @title, @description, @image, @startAt, @endAt, @groups, @series, @every, @origin, @createdAt)`,
      )
      .run({
        identifier: spec.frontendIdentifier,
        size: spec.size,
        title: spec.title,
        description: spec.description ?? '',
        image: spec.image ?? null,
        startAt: new Date(spec.startAt).toISOString(),
        endAt: new Date(spec.endAt).toISOString(),
        groups: JSON.stringify(spec.groupIds ?? []),
        series: spec.series?.name ?? null,
        every: spec.series?.everySeconds ?? null,
        origin: spec.origin ?? 'operator',
        createdAt: now.toISOString(),
      }).lastInsertRowid,
  );
  const insert = db.prepare(
    `INSERT INTO quest_levels (quest_id, currency, level, bet_cents, reward_type, reward_amount_cents, reward_freespins, reward_wager_multiplier)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const currency of WALLET_CURRENCIES) {
    for (const level of plannedLadder(spec.size, currency, ladder) ?? []) {
      const reward = level.reward;
      insert.run(id, currency, level.level, level.betCents, reward?.type ?? null, reward?.amountCents ?? 0, reward?.freespinsCount ?? 0, reward?.wagerMultiplier ?? null);
    }
  }
  return id;
}

/** The EUR ladder of an existing quest (its stored EUR thresholds), to repeat it in another window. */
export function definitionOf(db: Db, row: QuestRow): Omit<NewQuest, 'frontendIdentifier' | 'startAt' | 'endAt'> {
  const eur = db.prepare("SELECT bet_cents FROM quest_levels WHERE quest_id = ? AND currency = 'EUR' ORDER BY level").pluck().all(row.id) as number[];
  return {
    size: row.size,
    title: row.title,
    description: row.description,
    image: row.image,
    groupIds: jsonNumbers(row.group_ids),
    ...(eur.length > 0 ? { ladderEurCents: eur } : {}),
    series: row.series && row.repeat_every_seconds ? { name: row.series, everySeconds: row.repeat_every_seconds } : null,
  };
}
