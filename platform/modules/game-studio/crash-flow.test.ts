import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { betDetailSchema } from '../../../schemas/wire/game-history';
import { crashRoundEventSchema } from '../../../schemas/wire/realtime';
import { CRASH_BETTING_MS, CRASH_PAUSE_MS, type CrashRoundRow } from './crash-rounds';
import { crashTimeMs, msToReach, verifyCrashRound } from './engines/crash';
import { expectMoneyAccountedFor, GAMES, makeStudioPlatform, type StudioPlatform } from './test-platform';

/**
 * The crash game's shared rounds on a manual clock: bets before take-off, cash-outs checked against the
 * platform clock, auto cash-outs and losses settled by the scheduler's job, the seed published as a hash and
 * revealed after the crash.
 */
let platform: StudioPlatform;
beforeEach(async () => {
  platform = await makeStudioPlatform();
});
afterEach(() => platform.close());

const round = (): CrashRoundRow => platform.db.prepare('SELECT * FROM crash_rounds ORDER BY id DESC LIMIT 1').get() as CrashRoundRow;
/** Fixes the current round's crash point for the test (the seed is the platform's; the point is what the test needs). */
const crashAt = (point: number) => {
  const current = round();
  platform.db.prepare('UPDATE crash_rounds SET crash_point = ?, crash_at_ms = ? WHERE id = ?').run(point, current.launch_at_ms + crashTimeMs(point), current.id);
  return round();
};
const crashPushes = () => platform.pushes.filter((p) => p.channel === 'crash').map((p) => z.parse(crashRoundEventSchema, p.payload));

describe('crash rounds with a fake clock', () => {
  it('a cash-out before the crash pays the multiplier the rocket shows on the server clock; after the crash it is refused and the bet lost', async () => {
    const [ann, bob, cid, dan] = [platform.player(10_000), platform.player(10_000), platform.player(10_000), platform.player(10_000)];
    const sessions = await Promise.all([ann, bob, cid, dan].map((p) => platform.open(p, GAMES.crash)));
    // Opening the page (its state) opens the game's first round, bets open for CRASH_BETTING_MS; the hash is published.
    const state = await platform.get(ann, `${sessions[0]!.url}/state`);
    expect(state.body.round).toMatchObject({ phase: 'betting', crash_point: null, seed: null });
    const current = crashAt(250);
    expect(state.body.round.seed_hash).toBe(current.seed_hash);
    expect(current.seed_hash).toBe(createHash('sha256').update(current.seed).digest('hex'));
    expect(crashPushes()[0]).toMatchObject({ round_id: current.id, phase: 'betting', seed: null, crash_point: null });

    const bet = (i: number, body: unknown) => platform.post([ann, bob, cid][i]!, `${sessions[i]!.url}/crash/bet`, body);
    expect((await bet(0, { bet_cents: 1_000 })).body).toMatchObject({ bet: { status: 'pending', bet_cents: 1_000 }, balance_cents: 9_000 });
    expect((await bet(0, { bet_cents: 1_000 })).body).toEqual({ errors: { bet_cents: ['already_placed'] } });
    expect((await bet(1, { bet_cents: 500 })).status).toBe(200);
    expect((await bet(2, { bet_cents: 400, auto_cash_out: 1.005 })).body).toEqual({ errors: { auto_cash_out: ['invalid'] } });
    expect((await bet(2, { bet_cents: 400, auto_cash_out: 1.5 })).body).toMatchObject({ bet: { auto_cash_out: 1.5 } });
    // Before take-off a cash-out is too early.
    expect((await platform.post(ann, `${sessions[0]!.url}/crash/cashout`)).body).toEqual({ errors: { cash_out: ['too_early'] } });

    // Take-off: bets close.
    platform.clock.set(new Date(current.launch_at_ms));
    platform.ctx.scheduler.runDue();
    expect((await platform.post(dan, `${sessions[3]!.url}/crash/bet`, { bet_cents: 100 })).body).toEqual({ errors: { bet_cents: ['betting_closed'] } });
    expect(crashPushes().at(-1)).toMatchObject({ phase: 'flying', multiplier: 100 });

    // The rocket reaches 1.50×: the scheduler settles the auto cash-out at once.
    platform.clock.set(new Date(current.launch_at_ms + msToReach(150)));
    platform.ctx.scheduler.runDue();
    expect(platform.settled).toEqual([expect.objectContaining({ playerId: cid.playerId, kind: 'crash', betCents: 400, winCents: 600, multiplier: 1.5 })]);

    // 2.00× on the server clock: Ann cashes out and wins 2 × 1,000.
    platform.clock.set(new Date(current.launch_at_ms + msToReach(200)));
    const cashed = await platform.post(ann, `${sessions[0]!.url}/crash/cashout`);
    expect(cashed.body).toMatchObject({ bet: { status: 'finished', cashed_out_at: 2, win_cents: 2_000 }, balance_cents: 11_000 });
    expect(platform.balanceOf(ann.playerId)).toBe(11_000);
    expect((await platform.post(ann, `${sessions[0]!.url}/crash/cashout`)).body).toEqual({ errors: { cash_out: ['no_bet'] } });

    // The crash instant: Bob's cash-out comes too late; the job settles his bet as lost and reveals the seed.
    platform.clock.set(new Date(current.crash_at_ms));
    expect((await platform.post(bob, `${sessions[1]!.url}/crash/cashout`)).body).toEqual({ errors: { cash_out: ['crashed'] } });
    platform.ctx.scheduler.runDue();
    expect(platform.settled.map((r) => [r.playerId, r.betCents, r.winCents, r.multiplier])).toEqual([
      [cid.playerId, 400, 600, 1.5],
      [ann.playerId, 1_000, 2_000, 2],
      [bob.playerId, 500, 0, 0],
    ]);
    const crashed = crashPushes().find((p) => p.phase === 'crashed')!;
    expect(crashed).toMatchObject({ round_id: current.id, crash_point: 250, seed: current.seed, seed_hash: current.seed_hash });
    expect(platform.db.prepare('SELECT settled_at FROM crash_rounds WHERE id = ?').pluck().get(current.id)).not.toBeNull();

    // The history tells each player their bet, the crash point and the revealed seed.
    const detail = z.parse(betDetailSchema, (await platform.get(bob, `/api/player/games_history/${platform.settled[2]!.roundId}`)).body);
    expect(detail).toMatchObject({ entry: { kind: 'crash', total_bets: 500, total_wins: 0, total_losses: 500 }, outcome: { crash_point: 2.5, cashed_out_at: null, seed: current.seed, seed_hash: current.seed_hash } });
    const annDetail = z.parse(betDetailSchema, (await platform.get(ann, `/api/player/games_history/${platform.settled[1]!.roundId}`)).body);
    expect(annDetail.outcome).toMatchObject({ crash_point: 2.5, cashed_out_at: 2 });

    // After the pause the next round opens for everyone on screen, with a new hash.
    platform.clock.set(new Date(current.crash_at_ms + CRASH_PAUSE_MS));
    platform.ctx.scheduler.runDue();
    expect(round()).toMatchObject({ id: current.id + 1, opens_at_ms: current.crash_at_ms + CRASH_PAUSE_MS, launch_at_ms: current.crash_at_ms + CRASH_PAUSE_MS + CRASH_BETTING_MS });
    expect(crashPushes().at(-1)).toMatchObject({ round_id: current.id + 1, phase: 'betting', seed: null });
    expectMoneyAccountedFor(platform);
  });

  it('is provably fair: the revealed seed matches the hash published before and gives the crash point', async () => {
    const ann = platform.player(10_000);
    const session = await platform.open(ann, GAMES.crash);
    const opened = (await platform.get(ann, `${session.url}/state`)).body.round as { round_id: number; seed_hash: string };
    platform.clock.set(new Date(round().crash_at_ms));
    platform.ctx.scheduler.runDue();
    const crashed = crashPushes().find((p) => p.phase === 'crashed')!;
    expect(crashed.round_id).toBe(opened.round_id);
    expect(verifyCrashRound({ serverSeed: crashed.seed!, commitment: opened.seed_hash, roundId: opened.round_id, crashPoint: crashed.crash_point! })).toBe(true);
  });

  it('keeps the seed and crash point secret while the round flies, even from a player who cashed out', async () => {
    const ann = platform.player(10_000);
    const session = await platform.open(ann, GAMES.crash);
    await platform.get(ann, `${session.url}/state`);
    const current = crashAt(500);
    await platform.post(ann, `${session.url}/crash/bet`, { bet_cents: 100 });
    platform.clock.set(new Date(current.launch_at_ms + msToReach(120)));
    const cashed = await platform.post(ann, `${session.url}/crash/cashout`);
    expect(cashed.body.bet).toMatchObject({ cashed_out_at: 1.2, win_cents: 120 });
    const detail = (await platform.get(ann, `/api/player/games_history/${cashed.body.bet.bet_id}`)).body;
    expect(detail.outcome).toMatchObject({ crash_point: null, seed: null, cashed_out_at: 1.2 });
    expect(JSON.stringify(detail)).not.toContain(current.seed);
    expect(JSON.stringify((await platform.get(ann, `${session.url}/state`)).body)).not.toContain(current.seed);
    expect(JSON.stringify(crashPushes())).not.toContain(current.seed);
  });
});
