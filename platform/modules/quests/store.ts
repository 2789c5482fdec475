import type { QuestSize } from '../../../config/quest-levels';
import type { Db } from '../../db/database';
import { groupsOf } from '../accounts/public';

/** Rows of the module's tables (migrations/001) as stored, and the reads its parts share. */

export interface QuestRow {
  id: number;
  frontend_identifier: string;
  size: QuestSize;
  title: string;
  description: string;
  image: string | null;
  start_at: string;
  end_at: string;
  group_ids: string;
  series: string | null;
  repeat_every_seconds: number | null;
  rolled_at: string | null;
  origin: string;
  created_at: string;
}

export type RewardType = 'money' | 'bonus' | 'freespins';

export interface LevelRow {
  quest_id: number;
  currency: string;
  level: number;
  bet_cents: number;
  reward_type: RewardType | null;
  reward_amount_cents: number;
  reward_freespins: number;
  reward_wager_multiplier: number | null;
}

export interface ProgressRow {
  quest_id: number;
  player_id: number;
  currency: string;
  bets: number;
  bet_cents: number;
  level: number;
  last_round_id: number | null;
  updated_at: string;
}

export interface RewardRow {
  quest_id: number;
  player_id: number;
  level: number;
  currency: string;
  reward_type: RewardType;
  amount_cents: number;
  freespins_count: number;
  bonus_id: number | null;
  freespins_id: number | null;
  ledger_id: number | null;
  note: string | null;
  round_id: number | null;
  reached_at: string;
}

export const readQuest = (db: Db, id: number) => db.prepare('SELECT * FROM quests WHERE id = ?').get(id) as QuestRow | undefined;

export const readQuestByIdentifier = (db: Db, identifier: string) =>
  db.prepare('SELECT * FROM quests WHERE frontend_identifier = ?').get(identifier) as QuestRow | undefined;

/** A quest's ladder in one currency, lowest threshold first (empty: the quest does not run in that currency). */
export const ladderOf = (db: Db, questId: number, currency: string) =>
  db.prepare('SELECT * FROM quest_levels WHERE quest_id = ? AND currency = ? ORDER BY bet_cents, level').all(questId, currency) as LevelRow[];

export const progressOf = (db: Db, questId: number, playerId: number, currency: string) =>
  db.prepare('SELECT * FROM quest_progress WHERE quest_id = ? AND player_id = ? AND currency = ?').get(questId, playerId, currency) as ProgressRow | undefined;

/** Levels whose reward the player got (a declined or refused one was reached, not given; seeded history counts as given). */
export const rewardedLevels = (db: Db, questId: number, playerId: number) =>
  db
    .prepare("SELECT level FROM quest_rewards WHERE quest_id = ? AND player_id = ? AND (note IS NULL OR note = 'seeded history') ORDER BY level")
    .pluck()
    .all(questId, playerId) as number[];

export const rewardsOf = (db: Db, questId: number, playerId: number) =>
  db.prepare('SELECT * FROM quest_rewards WHERE quest_id = ? AND player_id = ? ORDER BY level').all(questId, playerId) as RewardRow[];

export function jsonNumbers(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

/** Spec part 2 §4: visible when it names no groups, or the viewer (null: a guest) holds one of them. */
export function visibleTo(row: QuestRow, viewerGroups: readonly number[] | null): boolean {
  const groups = jsonNumbers(row.group_ids);
  return groups.length === 0 || (viewerGroups !== null && groups.some((g) => viewerGroups.includes(g)));
}

/** The viewer's groups, read once per request (null for a guest). */
export const viewerGroups = (db: Db, playerId: number | null): number[] | null => (playerId === null ? null : groupsOf(db, playerId));

/** Running at `at` (ISO): started and not ended. */
export const runsAt = (row: Pick<QuestRow, 'start_at' | 'end_at'>, at: string) => row.start_at <= at && at < row.end_at;
