import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { questSchema, questStatusSchema, type Quest } from '../../../schemas/wire/quests';
import { credit } from '../../../tests/platform/helpers';
import { rollQuest } from './series';
import { addGroup, at, getJson, makeQuestPlatform, minutes, newPlayer, runningQuest, settle, type QuestPlatform } from './test-platform';

const quests = (body: unknown): Quest[] => z.array(questSchema).parse(body);

describe('quest calls', () => {
  let platform: QuestPlatform;
  beforeAll(async () => {
    platform = await makeQuestPlatform();
  });
  afterAll(() => platform.close());

  it('lists for a guest the quests without groups, running first, with levels in EUR or the asked currency', async () => {
    const groupOnly = runningQuest(platform, 'xs', { groupIds: [21] });
    const { status, body } = await getJson(platform, '/api/quests');
    expect(status).toBe(200);
    const list = quests(body);
    expect(list.some((q) => q.id === String(groupOnly))).toBe(false);
    expect(list.every((q) => q.currency === 'EUR' && q.group_ids.length === 0)).toBe(true);
    const ranks = list.map((q) => (q.in_progress ? 0 : Date.parse(q.start_at) > platform.clock.now().getTime() ? 1 : 2));
    expect([...ranks].sort()).toEqual(ranks);
    const firstSteps = list.find((q) => q.frontend_identifier === 'quest--xs--first-steps')!;
    expect(firstSteps).toMatchObject({ questSize: 'xs', questSlug: 'first-steps', isTest: false, in_progress: true });
    expect(firstSteps.levels.map((l) => l.bet_cents)).toEqual([0, 1_000, 2_500, 5_000, 10_000, 20_000]);
    expect(firstSteps.levels[1]!.reward).toEqual({ type: 'freespins', amount_cents: 0, freespins_count: 10, wager_multiplier: 30 });

    const kroner = quests((await getJson(platform, '/api/quests?currency=NOK')).body).find((q) => q.id === firstSteps.id)!;
    expect(kroner.currency).toBe('NOK');
    expect(kroner.levels[1]!.bet_cents).toBe(10_000);
    expect(await getJson(platform, '/api/quests?currency=XXX')).toEqual({ status: 422, body: { errors: { currency: ['is not a currency of this platform'] } } });
  });

  it('shows a player their groups’ quests, in their wallet’s currency, and their standing in each', async () => {
    const groupOnly = runningQuest(platform, 'xs', { groupIds: [21] });
    const playerId = newPlayer(platform.db, 'CAD');
    credit(platform.db, playerId, 'CAD', 10_000);
    addGroup(platform.db, playerId, 21);
    const list = quests((await getJson(platform, '/api/quests', playerId)).body);
    expect(list.find((q) => q.id === String(groupOnly))).toMatchObject({ currency: 'CAD', group_ids: [21] });
    settle(platform, { playerId, currency: 'CAD', betCents: 1_200 });
    const statuses = z.array(questStatusSchema).parse((await getJson(platform, '/api/quests/statuses', playerId)).body);
    expect(statuses).toHaveLength(list.length);
    expect(statuses.find((s) => s.quest_id === String(groupOnly))).toMatchObject({ currency: 'CAD', bets: 1, bet_cents: 1_200, level: 2, next_level: 3, rewarded_levels: [2] });
  });

  it('answers one quest by id, identifier or slug; 404 for another group’s; statuses need a session', async () => {
    const groupOnly = runningQuest(platform, 'xs', { groupIds: [916] });
    const byId = await getJson(platform, `/api/quests/${groupOnly}`);
    expect(byId.status).toBe(404);
    const slug = z.parse(questSchema, (await getJson(platform, '/api/quests/first-steps')).body);
    expect(slug.frontend_identifier).toBe('quest--xs--first-steps');
    const identifier = z.parse(questSchema, (await getJson(platform, '/api/quests/quest--xs--first-steps')).body);
    expect(identifier.id).toBe(slug.id);
    expect((await getJson(platform, `/api/quests/${slug.id}`)).status).toBe(200);
    expect((await getJson(platform, '/api/quests/no-such-quest')).status).toBe(404);
    expect((await getJson(platform, `/api/quests/${slug.id}/status`)).status).toBe(401);
    expect((await getJson(platform, '/api/quests/statuses')).status).toBe(401);
  });

  it('creates a short quest on the demo’s dev route, and refuses a ladder that breaks the size’s rules', async () => {
    const post = (payload: unknown) => platform.app.inject({ method: 'POST', url: '/dev/quests', payload: payload as object });
    const made = await post({ title: 'Quick Climb', size: 'xs', ladder_eur_cents: [0, 1, 2, 3, 4, 5] });
    expect(made.statusCode).toBe(201);
    const quest = z.parse(questSchema, made.json());
    expect(quest).toMatchObject({ title: 'Quick Climb', questSize: 'xs', in_progress: true, currency: 'EUR' });
    expect(quest.levels.map((l) => l.bet_cents)).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await post({ size: 'xs', ladder_eur_cents: [0, 5, 5, 6, 7, 8] })).json()).toEqual({ errors: { ladder_eur_cents: ['thresholds must be whole cents, strictly rising'] } });
    expect((await post({ size: 's', ladder_eur_cents: [0, 1] })).statusCode).toBe(422);
    expect((await post({ size: 'giant' })).statusCode).toBe(422);
  });

  it('rolls an ended instance of a series on: renamed by its start date, the next one holds the identifier', () => {
    const id = runningQuest(platform, 'xs', {
      frontendIdentifier: 'quest--xs--rolling',
      startAt: at(platform.clock, -minutes(90)),
      endAt: at(platform.clock, -minutes(30)),
      series: { name: 'quest--xs--rolling', everySeconds: 3_600 },
    });
    expect(rollQuest(platform.ctx, id, platform.clock.now())).toBe(true);
    expect(rollQuest(platform.ctx, id, platform.clock.now())).toBe(false);
    const rows = platform.db.prepare("SELECT id, frontend_identifier, start_at, end_at, origin FROM quests WHERE series = 'quest--xs--rolling' ORDER BY id").all() as {
      id: number;
      frontend_identifier: string;
      start_at: string;
      end_at: string;
      origin: string;
    }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.frontend_identifier).toBe(`quest--xs--rolling-${rows[0]!.start_at.slice(0, 10)}`);
    expect(rows[1]).toMatchObject({ frontend_identifier: 'quest--xs--rolling', origin: 'series', start_at: at(platform.clock, -minutes(30)), end_at: at(platform.clock, minutes(30)) });
    expect(platform.db.prepare("SELECT COUNT(*) FROM quest_levels WHERE quest_id = ? AND currency = 'EUR'").pluck().get(rows[1]!.id)).toBe(6);
  });
});
