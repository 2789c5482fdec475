import { ladderPosition, type WireQuest, type WireQuestLevel, type WireQuestStatus } from '../../../schemas/wire/quests';
import type { Db } from '../../db/database';
import { jsonNumbers, ladderOf, progressOf, rewardedLevels, runsAt, type LevelRow, type QuestRow } from './store';

/** Rows → the wire shapes of schemas/wire/quests.ts, as the platform writes them. */

function levelToWire(row: LevelRow): WireQuestLevel {
  return {
    level: row.level,
    bet_cents: row.bet_cents,
    reward: row.reward_type
      ? { type: row.reward_type, amount_cents: row.reward_amount_cents, freespins_count: row.reward_freespins, wager_multiplier: row.reward_wager_multiplier }
      : null,
  };
}

/** The quest with its ladder in `currency` (the viewer's); an empty ladder when it does not run in that currency. */
export function questToWire(db: Db, row: QuestRow, currency: string, now: Date): WireQuest {
  return {
    id: row.id,
    title: row.title,
    frontend_identifier: row.frontend_identifier,
    description: row.description,
    image: row.image,
    group_ids: jsonNumbers(row.group_ids),
    start_at: row.start_at,
    end_at: row.end_at,
    in_progress: runsAt(row, now.toISOString()),
    currency,
    levels: ladderOf(db, row.id, currency).map(levelToWire),
  };
}

/** The player's standing in `currency`; one who has not played it yet stands on the first level with nothing bet. */
export function statusToWire(db: Db, row: QuestRow, playerId: number, currency: string): WireQuestStatus {
  const progress = progressOf(db, row.id, playerId, currency);
  const ladder = ladderOf(db, row.id, currency);
  const betCents = progress?.bet_cents ?? 0;
  const { current, next } = ladderPosition(ladder, betCents);
  return {
    quest_id: row.id,
    currency,
    bets: progress?.bets ?? 0,
    bet_cents: betCents,
    level: current?.level ?? null,
    next_level: next?.level ?? null,
    next_level_bet_cents: next?.bet_cents ?? null,
    rewarded_levels: rewardedLevels(db, row.id, playerId),
  };
}
