import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { QUEST_LADDERS_EUR_CENTS, QUEST_SIZES, type QuestSize } from '../../../config/quest-levels';
import { questStatusSchema } from '../../../schemas/wire/quests';
import { plannedLadder } from './ladders';
import { getJson, makeQuestPlatform, newPlayer, runningQuest, settle, thresholds, type QuestPlatform } from './test-platform';

/** Spec part 2 §9: xs 6 levels, s 15, m 25, robot-s 15, robot-m 25; the first at 0; size m up to 2,000,000 (EUR). */
const LEVEL_COUNTS: Record<QuestSize, number> = { xs: 6, s: 15, m: 25, 'robot-s': 15, 'robot-m': 25 };
/** A fiat currency at par, one scaled by 10, one without a minor unit, and crypto of very different coin values. */
const CURRENCIES = ['EUR', 'USD', 'NOK', 'JPY', 'BRL', 'BTC', 'ETH', 'DOG', 'USDT'];

describe('quest ladders per size and currency (spec part 2 §9)', () => {
  it('has the size’s number of levels, the first at 0, thresholds strictly rising, in every currency', () => {
    for (const size of QUEST_SIZES) {
      expect(QUEST_LADDERS_EUR_CENTS[size], size).toHaveLength(LEVEL_COUNTS[size]);
      for (const currency of CURRENCIES) {
        const ladder = plannedLadder(size, currency)!;
        expect(ladder.map((l) => l.level), `${size} ${currency}`).toEqual(Array.from({ length: LEVEL_COUNTS[size] }, (_, i) => i + 1));
        expect(ladder[0]!.betCents, `${size} ${currency}`).toBe(0);
        for (let i = 1; i < ladder.length; i += 1) expect(ladder[i]!.betCents, `${size} ${currency} level ${i + 1}`).toBeGreaterThan(ladder[i - 1]!.betCents);
        // The first level is where everyone starts: nothing to give; every other level gives something.
        expect(ladder[0]!.reward).toBeNull();
        expect(ladder.slice(1).every((l) => l.reward !== null), `${size} ${currency}`).toBe(true);
      }
    }
    expect(QUEST_LADDERS_EUR_CENTS.m.at(-1)).toBe(2_000_000);
    expect(plannedLadder('m', 'EUR')!.at(-1)!.betCents).toBe(2_000_000);
    // Robot sizes climb the same ladders as s and m.
    expect(QUEST_LADDERS_EUR_CENTS['robot-s']).toEqual(QUEST_LADDERS_EUR_CENTS.s);
    expect(QUEST_LADDERS_EUR_CENTS['robot-m']).toEqual(QUEST_LADDERS_EUR_CENTS.m);
  });

  it('states thresholds in each currency’s own minor units (JPY has none, NOK is scaled, crypto in 10^-8)', () => {
    expect(plannedLadder('xs', 'EUR')!.map((l) => l.betCents)).toEqual([0, 1_000, 2_500, 5_000, 10_000, 20_000]);
    expect(plannedLadder('xs', 'JPY')!.map((l) => l.betCents)).toEqual([0, 1_000, 2_500, 5_000, 10_000, 20_000]);
    expect(plannedLadder('xs', 'NOK')!.map((l) => l.betCents)).toEqual([0, 10_000, 25_000, 50_000, 100_000, 200_000]);
    // €10 at €60,000 a coin: 0.00017 BTC (two significant digits).
    expect(plannedLadder('xs', 'BTC')![1]!.betCents).toBe(17_000);
    expect(plannedLadder('xs', 'XYZ')).toBeNull();
  });
});

describe('the current level from total bets, through the platform (spec part 2 §4)', () => {
  let platform: QuestPlatform;
  beforeAll(async () => {
    platform = await makeQuestPlatform();
  });
  afterAll(() => platform.close());

  const status = async (questId: number, playerId: number) => {
    const answer = await getJson(platform, `/api/quests/${questId}/status`, playerId);
    expect(answer.status).toBe(200);
    return z.parse(questStatusSchema, answer.body);
  };

  it.each(QUEST_SIZES.flatMap((size) => ['EUR', 'JPY', 'BTC'].map((currency) => [size, currency] as const)))(
    '%s in %s: zero bets, one short of a threshold, exactly on it, the top and past it',
    async (size, currency) => {
      const questId = runningQuest(platform, size);
      const ladder = thresholds(platform.db, questId, currency);
      const playerId = newPlayer(platform.db, currency);
      const count = LEVEL_COUNTS[size];

      expect(await status(questId, playerId)).toMatchObject({ currency, bet_cents: 0, level: 1, next_level: 2, next_level_bet_cents: ladder[1], rewarded_levels: [] });

      settle(platform, { playerId, currency, betCents: ladder[2]! - 1 });
      expect(await status(questId, playerId)).toMatchObject({ bet_cents: ladder[2]! - 1, level: 2, next_level: 3 });

      settle(platform, { playerId, currency, betCents: 1 });
      expect(await status(questId, playerId)).toMatchObject({ bet_cents: ladder[2], level: 3, next_level: 4, next_level_bet_cents: ladder[3] });

      settle(platform, { playerId, currency, betCents: ladder[count - 1]! - ladder[2]! });
      const top = await status(questId, playerId);
      expect(top).toMatchObject({ bet_cents: ladder[count - 1], level: count, next_level: null, next_level_bet_cents: null });
      expect(top.rewarded_levels).toEqual(Array.from({ length: count - 1 }, (_, i) => i + 2));

      settle(platform, { playerId, currency, betCents: 5_000 });
      expect(await status(questId, playerId)).toMatchObject({ level: count, next_level: null, bets: 4 });
    },
  );
});
