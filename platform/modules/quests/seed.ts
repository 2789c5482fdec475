import type { QuestSize } from '../../../config/quest-levels';
import { ladderPosition } from '../../../schemas/wire/quests';
import type { Db } from '../../db/database';
import { findPlayerByEmail } from '../accounts/public';
import { createQuest } from './create-quest';
import { ladderOf } from './store';

/**
 * The living demo state (DESIGN §12), relative to the moment of seeding and kept alive by the series (the roll
 * job creates each next instance):
 *
 * - one running quest of each size: First Steps (xs, weekly), Spin Trail (s) and Robo Rally (robot-s) over two
 *   weeks, Summit Climb (m) and Mech Marathon (robot-m) over four, all on Monday UTC boundaries;
 * - Weekend Warm-up (s), the next weekend's: a future quest whose timer turns it active;
 * - Lab Preview (`test--xs--lab-preview`), a test quest: served like any, shown only with `enableTestQuests`;
 * - Testers' Trail (xs), only for group 21 (testers), hidden from everyone else;
 * - demo players part-way up the ladders (below). Their reached levels are seeded history: reward rows noted
 *   `seeded history`, no gift and no money (seeds move none); rewards the rounds reach from then on are real.
 *
 * Re-runnable: a series that has any quest already is left alone.
 */

const DAY = 86_400_000;
const WEEK = 7 * DAY;

const startOfWeekUtc = (now: Date) => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY;
};
const iso = (ms: number) => new Date(ms).toISOString();

interface Series {
  identifier: string;
  size: QuestSize;
  title: string;
  description: string;
  image?: string;
  groupIds?: number[];
  everyMs: number;
  window: (now: Date) => [number, number];
}

/** Starts on a Monday `weeksBack` weeks ago and lasts `weeks`: the quest is part-way through at seeding. */
const weeks = (weeksBack: number, length: number) => (now: Date) => {
  const start = startOfWeekUtc(now) - weeksBack * WEEK;
  return [start, start + length * WEEK] as [number, number];
};

const SERIES: Series[] = [
  {
    identifier: 'quest--xs--first-steps',
    size: 'xs',
    title: 'First Steps',
    description: 'Six short levels for this week: every real-money bet moves you up, and each level brings its reward.',
    everyMs: WEEK,
    window: weeks(0, 1),
  },
  {
    identifier: 'quest--s--spin-trail',
    size: 's',
    title: 'Spin Trail',
    description: 'Fifteen levels over two weeks: free spins, bonuses and cash along the way.',
    everyMs: 2 * WEEK,
    window: weeks(0, 2),
  },
  {
    identifier: 'quest--robot-s--robo-rally',
    size: 'robot-s',
    title: 'Robo Rally',
    description: 'Power up the robot: fifteen levels in two weeks, a reward on each one.',
    everyMs: 2 * WEEK,
    window: weeks(1, 2),
  },
  {
    identifier: 'quest--m--summit-climb',
    size: 'm',
    title: 'Summit Climb',
    description: 'The long climb: twenty-five levels in four weeks, up to a bonus at the summit.',
    everyMs: 4 * WEEK,
    window: weeks(1, 4),
  },
  {
    identifier: 'quest--robot-m--mech-marathon',
    size: 'robot-m',
    title: 'Mech Marathon',
    description: 'Twenty-five levels for the tireless machine: four weeks to reach the top.',
    everyMs: 4 * WEEK,
    window: weeks(2, 4),
  },
  {
    identifier: 'quest--s--weekend-warm-up',
    size: 's',
    title: 'Weekend Warm-up',
    description: 'Saturday and Sunday only: fifteen levels in two days.',
    everyMs: WEEK,
    window: (now) => {
      const saturday = startOfWeekUtc(now) + 5 * DAY;
      const start = saturday > now.getTime() ? saturday : saturday + WEEK;
      return [start, start + 2 * DAY];
    },
  },
  {
    identifier: 'test--xs--lab-preview',
    size: 'xs',
    title: 'Lab Preview',
    description: 'A test quest: shown only where test quests are switched on.',
    everyMs: WEEK,
    window: weeks(0, 1),
  },
  {
    identifier: 'quest--xs--testers-trail',
    size: 'xs',
    title: "Testers' Trail",
    description: 'For the testers group only.',
    groupIds: [21],
    everyMs: WEEK,
    window: weeks(0, 1),
  },
];

/** Demo players' bets so far per series, in minor units of their currency. */
const PROGRESS: Record<string, { email: string; currency: string; bets: number; betCents: number }[]> = {
  'quest--xs--first-steps': [
    { email: 'demo@croupier.dev', currency: 'EUR', bets: 38, betCents: 3_800 },
    { email: 'vip@croupier.dev', currency: 'EUR', bets: 60, betCents: 15_000 },
    { email: 'aussie@croupier.dev', currency: 'AUD', bets: 12, betCents: 1_200 },
  ],
  'quest--s--spin-trail': [
    { email: 'demo@croupier.dev', currency: 'EUR', bets: 90, betCents: 18_000 },
    { email: 'canuck@croupier.dev', currency: 'CAD', bets: 30, betCents: 6_000 },
  ],
  'quest--robot-s--robo-rally': [{ email: 'demo@croupier.dev', currency: 'EUR', bets: 30, betCents: 6_000 }],
  'quest--m--summit-climb': [
    { email: 'demo@croupier.dev', currency: 'EUR', bets: 320, betCents: 64_000 },
    { email: 'vip@croupier.dev', currency: 'EUR', bets: 900, betCents: 460_000 },
  ],
  'quest--robot-m--mech-marathon': [{ email: 'demo@croupier.dev', currency: 'EUR', bets: 600, betCents: 120_000 }],
};

/** Progress as if the player had played, with the levels it passed noted as given (seeded history). */
function seedProgress(db: Db, questId: number, startMs: number, nowMs: number, rows: (typeof PROGRESS)[string]) {
  const at = iso(Math.max(startMs + 60_000, nowMs - 3_600_000));
  for (const row of rows) {
    const player = findPlayerByEmail(db, row.email);
    if (!player) continue;
    const ladder = ladderOf(db, questId, row.currency);
    const { current, index } = ladderPosition(ladder, row.betCents);
    db.prepare(
      `INSERT OR IGNORE INTO quest_progress (quest_id, player_id, currency, bets, bet_cents, level, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(questId, player.id, row.currency, row.bets, row.betCents, current?.level ?? 0, at);
    for (const level of ladder.slice(0, index + 1)) {
      if (!level.reward_type) continue;
      db.prepare(
        `INSERT OR IGNORE INTO quest_rewards (quest_id, player_id, level, currency, reward_type, amount_cents, freespins_count, note, reached_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'seeded history', ?)`,
      ).run(questId, player.id, level.level, level.currency, level.reward_type, level.reward_amount_cents, level.reward_freespins, at);
    }
  }
}

export function seedQuests(db: Db, now = new Date()) {
  for (const series of SERIES) {
    if (db.prepare('SELECT 1 FROM quests WHERE series = ?').get(series.identifier)) continue;
    const [start, end] = series.window(now);
    const id = createQuest(
      db,
      {
        frontendIdentifier: series.identifier,
        size: series.size,
        title: series.title,
        description: series.description,
        image: series.image ?? null,
        startAt: iso(start),
        endAt: iso(end),
        groupIds: series.groupIds ?? [],
        series: { name: series.identifier, everySeconds: series.everyMs / 1000 },
        origin: 'seed',
      },
      now,
    );
    const progress = PROGRESS[series.identifier];
    if (progress && start < now.getTime()) seedProgress(db, id, start, now.getTime(), progress);
  }
}
