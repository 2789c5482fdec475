import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { QUEST_SIZES } from '../../../config/quest-levels';
import { questSchema, questStatusSchema } from '../../../schemas/wire/quests';
import { getJson, makeQuestPlatform, type QuestPlatform } from './test-platform';

/** DESIGN §12: `npm start` shows quests working for the demo players; read with the client's own schemas. */
describe('the demo quests', () => {
  let platform: QuestPlatform;
  const idOf = (email: string) => platform.db.prepare('SELECT id FROM players WHERE email = ?').pluck().get(email) as number;
  beforeAll(async () => {
    platform = await makeQuestPlatform();
  });
  afterAll(() => platform.close());

  it('runs a quest of every size, one to come, and a test quest; the testers’ quest is hidden from others', async () => {
    const list = z.array(questSchema).parse((await getJson(platform, '/api/quests')).body);
    const running = list.filter((q) => q.in_progress && !q.isTest);
    expect(new Set(running.map((q) => q.questSize))).toEqual(new Set(QUEST_SIZES));
    const future = list.filter((q) => Date.parse(q.start_at) > platform.clock.now().getTime());
    expect(future.map((q) => q.questSlug)).toEqual(['weekend-warm-up']);
    expect(list.filter((q) => q.isTest).map((q) => q.frontend_identifier)).toEqual(['test--xs--lab-preview']);
    expect(list.some((q) => q.questSlug === 'testers-trail')).toBe(false);
    for (const quest of list) expect(quest.levels.length, quest.frontend_identifier).toBeGreaterThan(0);
  });

  it('has the demo player part-way up each running ladder, in euros, and the Australian in dollars', async () => {
    const demo = idOf('demo@croupier.dev');
    const statuses = z.array(questStatusSchema).parse((await getJson(platform, '/api/quests/statuses', demo)).body);
    const list = z.array(questSchema).parse((await getJson(platform, '/api/quests', demo)).body);
    const bySlug = (slug: string) => statuses.find((s) => s.quest_id === list.find((q) => q.questSlug === slug)!.id)!;
    expect(bySlug('first-steps')).toMatchObject({ currency: 'EUR', bet_cents: 3_800, level: 3, next_level: 4, next_level_bet_cents: 5_000, rewarded_levels: [2, 3] });
    expect(bySlug('summit-climb')).toMatchObject({ bet_cents: 64_000, level: 8, next_level: 9 });
    expect(bySlug('mech-marathon')).toMatchObject({ bet_cents: 120_000, level: 10 });
    expect(bySlug('weekend-warm-up')).toMatchObject({ bet_cents: 0, level: 1, rewarded_levels: [] });
    // Seeded history moves no money: no quest gift, no quest cash.
    expect(platform.db.prepare("SELECT COUNT(*) FROM ledger WHERE kind = 'quest_reward'").pluck().get()).toBe(0);
    expect(platform.db.prepare("SELECT COUNT(*) FROM bonuses WHERE type = 'quest'").pluck().get()).toBe(0);

    const aussie = idOf('aussie@croupier.dev');
    const theirs = z.array(questStatusSchema).parse((await getJson(platform, '/api/quests/statuses', aussie)).body);
    expect(theirs.every((s) => s.currency === 'AUD')).toBe(true);
    expect(theirs.some((s) => s.bet_cents === 1_200 && s.level === 2)).toBe(true);
  });
});
