import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { betDetailSchema } from '../../../schemas/wire/game-history';
import { liveRoundEventSchema } from '../../../schemas/wire/realtime';
import { liveRoundCommitment, resultOf, roundAt, roundTimes, verifyLiveRound } from './engines/live-table';
import { settleRoulette } from './engines/roulette';
import { LIVE_SCHEDULE, tableSeed } from './live-play';
import { expectMoneyAccountedFor, GAMES, makeStudioPlatform, type StudioPlatform } from './test-platform';

/** A live roulette table shared by two players: one round, bets in its window, one number for both, pushed to everyone. */
let platform: StudioPlatform;
beforeEach(async () => {
  platform = await makeStudioPlatform();
});
afterEach(() => platform.close());

const livePushes = () => platform.pushes.filter((p) => p.channel === 'live_tables').map((p) => z.parse(liveRoundEventSchema, p.payload));

describe('live roulette table', () => {
  it('takes both players’ bets in the betting window, settles them on the same number and pushes it to everyone', async () => {
    const id = roundAt(LIVE_SCHEDULE, platform.clock.now().getTime()) + 2;
    const times = roundTimes(LIVE_SCHEDULE, id);
    platform.clock.set(new Date(times.startsAt + 1_000));
    const [ann, bob] = [platform.player(10_000), platform.player(10_000)];
    const [annTable, bobTable] = [await platform.open(ann, GAMES.live), await platform.open(bob, GAMES.live)];
    // The page shows the round, its betting window and the hash of its seed.
    const page = await platform.app.inject({ url: annTable.url, headers: ann.headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Speed Roulette');
    const state = (await platform.get(ann, `${annTable.url}/state`)).body;
    const seed = tableSeed(platform.db);
    expect(state.round).toMatchObject({ round_id: id, phase: 'betting', betting_ends_at: times.bettingEndsAt, seed_hash: liveRoundCommitment(seed, GAMES.live, id), number: null, seed: null });

    const annBets = [{ kind: 'red', amount_cents: 500 }, { kind: 'straight', numbers: [7], amount_cents: 100 }];
    const bobBets = [{ kind: 'black', amount_cents: 300 }, { kind: 'column', index: 3, amount_cents: 200 }];
    const placed = await platform.post(ann, `${annTable.url}/live/bet`, { bets: annBets });
    expect(placed.body).toMatchObject({ bet: { status: 'pending', round_id: id, bet_cents: 600 }, balance_cents: 9_400 });
    expect((await platform.post(bob, `${bobTable.url}/live/bet`, { bets: bobBets })).body).toMatchObject({ bet: { status: 'pending', bet_cents: 500 } });
    // A second bet in the same window is another bet of the round.
    expect((await platform.post(bob, `${bobTable.url}/live/bet`, { bets: [{ kind: 'low', amount_cents: 100 }] })).status).toBe(200);
    expect(livePushes()).toEqual([expect.objectContaining({ table_id: GAMES.live, round_id: id, phase: 'betting', number: null })]);
    expect(platform.settled).toEqual([]);

    // Bets close: a late bet is refused, the job settles every bet of the round on one number.
    platform.clock.set(new Date(times.bettingEndsAt));
    expect((await platform.post(ann, `${annTable.url}/live/bet`, { bets: annBets })).body).toEqual({ errors: { bets: ['betting_closed'] } });
    platform.ctx.scheduler.runDue();
    const number = resultOf(seed, GAMES.live, id);
    const annWin = settleRoulette(annBets as never, number).win_cents;
    const bobWin = settleRoulette(bobBets as never, number).win_cents + settleRoulette([{ kind: 'low', amount_cents: 100 }], number).win_cents;
    expect(platform.settled.map((r) => [r.playerId, r.kind, r.betCents, r.winCents])).toEqual([
      [ann.playerId, 'live-roulette', 600, annWin],
      [bob.playerId, 'live-roulette', 500, settleRoulette(bobBets as never, number).win_cents],
      [bob.playerId, 'live-roulette', 100, settleRoulette([{ kind: 'low', amount_cents: 100 }], number).win_cents],
    ]);
    expect(platform.balanceOf(ann.playerId)).toBe(10_000 - 600 + annWin);
    expect(platform.balanceOf(bob.playerId)).toBe(10_000 - 600 + bobWin);
    // Everyone on the table's channel gets the number and the revealed seed, once.
    const result = livePushes().filter((p) => p.phase === 'result');
    expect(result).toEqual([expect.objectContaining({ round_id: id, number, seed: expect.any(String) })]);
    expect(verifyLiveRound({ roundSeed: result[0]!.seed!, commitment: state.round.seed_hash, number })).toBe(true);
    platform.ctx.scheduler.runDue();
    expect(livePushes().filter((p) => p.phase === 'result')).toHaveLength(1);
    expect(platform.settled).toHaveLength(3);

    // Each player's page state and history show their bets with what they paid.
    const annState = (await platform.get(ann, `${annTable.url}/state`)).body;
    expect(annState.bets).toEqual([expect.objectContaining({ status: 'finished', number, win_cents: annWin })]);
    const detail = z.parse(betDetailSchema, (await platform.get(bob, `/api/player/games_history/${platform.settled[1]!.roundId}`)).body);
    expect(detail.outcome).toMatchObject({ round_id: id, number, bets: [expect.objectContaining({ kind: 'black' }), expect.objectContaining({ kind: 'column', index: 3 })] });
    expect((await platform.get(ann, `/api/player/games_history/${platform.settled[1]!.roundId}`)).status).toBe(404);

    // The next round opens for the tables on screen, announced once.
    platform.clock.set(new Date(times.endsAt));
    platform.ctx.scheduler.runDue();
    expect(livePushes().at(-1)).toMatchObject({ round_id: id + 1, phase: 'betting' });
    expectMoneyAccountedFor(platform);
  });

  it('settles bets of a round whose window closed while nobody watched (a restart), on the number of that round', async () => {
    const id = roundAt(LIVE_SCHEDULE, platform.clock.now().getTime()) + 1;
    const times = roundTimes(LIVE_SCHEDULE, id);
    platform.clock.set(new Date(times.startsAt));
    const ann = platform.player(1_000);
    const table = await platform.open(ann, GAMES.live);
    await platform.post(ann, `${table.url}/live/bet`, { bets: [{ kind: 'even', amount_cents: 200 }] });
    platform.clock.set(new Date(times.endsAt + 3_600_000));
    platform.ctx.scheduler.runDue();
    const number = resultOf(tableSeed(platform.db), GAMES.live, id);
    expect(platform.settled).toEqual([expect.objectContaining({ betCents: 200, winCents: settleRoulette([{ kind: 'even', amount_cents: 200 }], number).win_cents })]);
    expectMoneyAccountedFor(platform);
  });
});
