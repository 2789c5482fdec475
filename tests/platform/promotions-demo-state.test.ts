import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gameSchema } from '../../schemas/wire/games';
import { lotterySchema, lotteryStatusSchema, tournamentSchema, tournamentStatusSchema } from '../../schemas/wire/promotions';
import { signIn } from './helpers';
import { makePromoPlatform, type PromoPlatform } from './promotion-helpers';

/** DESIGN §12: the seed leaves a living promotions state for the demo players, and only once. */
let platform: PromoPlatform;
beforeEach(async () => {
  platform = await makePromoPlatform();
});
afterEach(() => platform.close());

const demoId = () => platform.db.prepare("SELECT id FROM players WHERE email = 'demo@croupier.dev'").pluck().get() as number;
const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers });

describe('seeded demo promotions', () => {
  it('an active tournament of each strategy, one asking for confirmation, a future one minutes away, archives with winners', async () => {
    const demo = signIn(platform.db, demoId());
    const list = ((await get('/api/tournaments', demo.headers)).json() as unknown[]).map((item) => z.parse(tournamentSchema, item));
    const active = list.filter((t) => t.in_progress);
    expect(new Set(active.map((t) => t.strategy))).toEqual(new Set(['bets_sum', 'wins_sum', 'max_multiplier', 'bets_count']));
    expect(active.find((t) => t.strategy === 'max_multiplier')?.user_confirmation_required).toBe(true);
    const race = list.find((t) => t.frontend_identifier === 'weekly-spin-race')!;
    expect(race).toMatchObject({ title: 'Weekly Spin Race', in_progress: true, money_budget_cents: 1_000_000 });
    expect(race.top_players.map((p) => p.nickname)).toContain('DemoPlayer');
    const future = list.find((t) => !t.in_progress && t.finished_at === null)!;
    const startsIn = new Date(future.start_at).getTime() - platform.clock.now().getTime();
    expect(startsIn).toBeGreaterThan(0);
    expect(startsIn).toBeLessThanOrEqual(6 * 60_000);
    const archived = list.filter((t) => t.finished_at !== null);
    expect(archived.length).toBeGreaterThanOrEqual(2);
    expect(archived.every((t) => t.top_players.length > 0)).toBe(true);
    // The live tab has a tournament: every game it lists is a live-casino game of the catalogue.
    const live = list.find((t) => t.frontend_identifier === 'live-table-showdown')!;
    expect(live.games).toHaveLength(8);
    const selected = (await platform.app.inject({ method: 'POST', url: '/api/games_filter/select', payload: { game_ids: live.games, device: 'desktop' } })).json() as Record<string, unknown>;
    const games = Object.values(selected).map((game) => z.parse(gameSchema, game));
    expect(games).toHaveLength(8);
    expect(games.every((game) => game.categories.includes('live'))).toBe(true);
    // The testers' cup is for group 21 only.
    expect(list.some((t) => t.group_ids.length > 0)).toBe(false);
    const status = z.parse(tournamentStatusSchema, (await get(`/api/tournaments/${race.id}/status`, demo.headers)).json());
    expect(status).toMatchObject({ confirmed: true, nickname: 'DemoPlayer' });
    expect(status.points).toBeGreaterThan(0);
    const mania = z.parse(tournamentStatusSchema, (await get('/api/tournaments/multiplier-mania/status', demo.headers)).json());
    expect(mania.confirmed).toBe(false);
  });

  it('an active lottery holding the demo player’s tickets and a drawn one with winners', async () => {
    const demo = signIn(platform.db, demoId());
    const lotteries = ((await get('/api/lotteries')).json() as unknown[]).map((item) => z.parse(lotterySchema, item));
    const open = lotteries.find((l) => l.in_progress)!;
    const drawn = lotteries.find((l) => l.finished_at !== null)!;
    expect(drawn.prizes.filter((p) => p.nickname !== null).length).toBeGreaterThan(0);
    const statuses = ((await get('/api/lotteries/statuses', demo.headers)).json() as unknown[]).map((item) => z.parse(lotteryStatusSchema, item));
    expect(statuses.find((s) => s.lottery_id === open.id)?.tickets).toHaveLength(3);
  });

  it('is seeded once: a restart on the same database adds nothing', async () => {
    const count = () => [
      platform.db.prepare('SELECT COUNT(*) FROM tournaments').pluck().get(),
      platform.db.prepare('SELECT COUNT(*) FROM lotteries').pluck().get(),
      platform.db.prepare('SELECT COUNT(*) FROM lottery_tickets').pluck().get(),
    ];
    const before = count();
    const { dataDir, clock } = platform;
    await platform.close(true);
    const again = await makePromoPlatform({ dataDir, clock });
    platform = again;
    expect(count()).toEqual(before);
  });
});
