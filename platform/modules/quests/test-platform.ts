import type { QuestSize } from '../../../config/quest-levels';
import { createPlayer, signIn } from '../../../tests/platform/helpers';
import { at, makePromoPlatform, minutes, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import type { Db } from '../../db/database';
import { createQuest, type NewQuest } from './create-quest';
import { ladderOf, type RewardRow } from './store';

/**
 * Test helpers of the quests module (exempt from the module-boundary check, like bonuses' test-platform.ts): a
 * platform on a manual clock with every push recorded, quests running now, and reads of what the engine wrote.
 */

export type QuestPlatform = PromoPlatform;
export const makeQuestPlatform = makePromoPlatform;
export { settle, minutes, at, addGroup, ledgerRows } from '../../../tests/platform/promotion-helpers';

let questCounter = 0;

/** A quest running from half an hour ago for a day (or as told), with a unique identifier. */
export function runningQuest(platform: Pick<QuestPlatform, 'db' | 'clock'>, size: QuestSize, spec: Partial<NewQuest> = {}): number {
  questCounter += 1;
  return createQuest(
    platform.db,
    {
      frontendIdentifier: `quest--${size}--test-${questCounter}`,
      size,
      title: `Test quest ${questCounter}`,
      startAt: at(platform.clock, -minutes(30)),
      endAt: at(platform.clock, minutes(24 * 60)),
      ...spec,
    },
    platform.clock.now(),
  );
}

/** The quests seeded for the demo run too; tests that count rewards look at their own quest only. */
export const rewardRows = (db: Db, questId: number, playerId: number) =>
  db.prepare('SELECT * FROM quest_rewards WHERE quest_id = ? AND player_id = ? ORDER BY level').all(questId, playerId) as RewardRow[];

export const thresholds = (db: Db, questId: number, currency: string) => ladderOf(db, questId, currency).map((l) => l.bet_cents);

export const newPlayer = (db: Db, currency = 'EUR') => createPlayer(db, { currency });

export async function getJson(platform: Pick<QuestPlatform, 'app' | 'db'>, url: string, playerId?: number) {
  const headers = playerId === undefined ? {} : { cookie: signIn(platform.db, playerId).cookie };
  const response = await platform.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}
