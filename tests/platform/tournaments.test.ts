import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gameSessionResponseSchema, spinResponseSchema } from '../../schemas/wire/game-session';
import {
  tournamentLeaderboardEventSchema,
  tournamentNotificationEventSchema,
  tournamentSchema,
  tournamentStatusSchema,
} from '../../schemas/wire/promotions';
import { createTournament, type NewTournament } from '../../platform/modules/tournaments/create-tournament';
import { finishTournament } from '../../platform/modules/tournaments/finish';
import { checkLedger, createPlayer, credit, insertGame, signIn } from './helpers';
import { addGroup, at, balanceOf, ledgerRows, makePromoPlatform, minutes, settle, type PromoPlatform } from './promotion-helpers';

/**
 * The tournaments engine on a whole platform (issue 11): scoring per strategy through round.settled, who
 * scores, the endpoints' wire shapes, pushes, and the finish job's exactly-once payouts. Test tournaments
 * run in USD so the seeded EUR demo tournaments never mix in.
 */
let platform: PromoPlatform;

beforeEach(async () => {
  platform = await makePromoPlatform();
});
afterEach(() => platform.close());

const tournament = (overrides: Partial<NewTournament> = {}) =>
  createTournament(platform.db, {
    slug: `test-${Math.random().toString(36).slice(2, 10)}`,
    title: 'Test Cup',
    strategy: 'bets_sum',
    currency: 'USD',
    startAt: at(platform.clock, -minutes(60)),
    endAt: at(platform.clock, minutes(60)),
    prizes: [
      { place: 1, moneyCents: 10_000 },
      { place: 2, moneyCents: 5_000, freeSpins: 10 },
      { place: 3, freeSpins: 20 },
    ],
    ...overrides,
  });

const usdPlayer = (nickname?: string) => createPlayer(platform.db, { currency: 'USD', nickname });
const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers });
const status = async (id: number, playerId: number) => z.parse(tournamentStatusSchema, (await get(`/api/tournaments/${id}/status`, signIn(platform.db, playerId).headers)).json());
const detail = async (id: number | string) => z.parse(tournamentSchema, (await get(`/api/tournaments/${id}`)).json());

describe('scoring strategies', () => {
  it('bets_sum: the sum of real stakes, in currency units; ties go to who reached the score first', async () => {
    const id = tournament();
    const [ann, bob, cid] = [usdPlayer('Ann'), usdPlayer('Bob'), usdPlayer('Cid')];
    settle(platform, { playerId: ann, betCents: 250, winCents: 1_000 });
    settle(platform, { playerId: bob, betCents: 500 });
    platform.clock.advance(1_000);
    settle(platform, { playerId: ann, betCents: 250 });
    settle(platform, { playerId: cid, betCents: 120 });
    // Bob reached 5.00 before Ann did: he ranks first.
    expect((await detail(id)).top_players).toEqual([
      { award_place: 1, nickname: 'Bob', points: 5 },
      { award_place: 2, nickname: 'Ann', points: 5 },
      { award_place: 3, nickname: 'Cid', points: 1.2 },
    ]);
    expect(await status(id, ann)).toMatchObject({ bets: 2, bet_cents: 500, wins: 1, win_cents: 1_000, points: 5, award_place: 2, confirmed: true, games_taken: 1 });
  });

  it('wins_sum: the sum of real wins; a player without a win is not placed', async () => {
    const id = tournament({ strategy: 'wins_sum' });
    const [ann, bob] = [usdPlayer('Ann'), usdPlayer('Bob')];
    settle(platform, { playerId: ann, betCents: 100, winCents: 30 });
    settle(platform, { playerId: ann, betCents: 100, winCents: 470 });
    settle(platform, { playerId: bob, betCents: 900 });
    expect((await detail(id)).top_players).toEqual([{ award_place: 1, nickname: 'Ann', points: 5 }]);
    expect(await status(id, bob)).toMatchObject({ bets: 1, points: 0, award_place: null, confirmed: true });
  });

  it('max_multiplier: the best single win over its bet, two decimals; a lower one later changes nothing', async () => {
    const id = tournament({ strategy: 'max_multiplier' });
    const [ann, bob] = [usdPlayer('Ann'), usdPlayer('Bob')];
    settle(platform, { playerId: ann, betCents: 200, winCents: 2_469 }); // x12.345 → 12.34
    settle(platform, { playerId: ann, betCents: 100, winCents: 300 });
    settle(platform, { playerId: bob, betCents: 1_000, winCents: 20_000 });
    expect((await detail(id)).top_players).toEqual([
      { award_place: 1, nickname: 'Bob', points: 20 },
      { award_place: 2, nickname: 'Ann', points: 12.34 },
    ]);
    expect(await status(id, ann)).toMatchObject({ bets: 2, bet_cents: 300, wins: 2, win_cents: 2_769, points: 12.34, award_place: 2 });
  });

  it('bets_count: one point per real bet, whatever its size', async () => {
    const id = tournament({ strategy: 'bets_count' });
    const [ann, bob] = [usdPlayer('Ann'), usdPlayer('Bob')];
    for (let i = 0; i < 3; i++) settle(platform, { playerId: ann, betCents: 10 });
    settle(platform, { playerId: bob, betCents: 50_000 });
    expect((await detail(id)).top_players).toEqual([
      { award_place: 1, nickname: 'Ann', points: 3 },
      { award_place: 2, nickname: 'Bob', points: 1 },
    ]);
  });

  it('a real spin of the demo slot scores through round.settled, and its pushes follow the commit', async () => {
    const id = tournament();
    const player = signIn(platform.db, usdPlayer('Spinner'));
    credit(platform.db, player.playerId, 'USD', 10_000);
    insertGame(platform.db, { provider: 'croupier-test', slug: 'promo-reels', currencies: ['USD'] });
    const post = (url: string, payload: unknown) => platform.app.inject({ method: 'POST', url, headers: player.headers, payload: JSON.stringify(payload) });
    const session = gameSessionResponseSchema.parse((await post('/api/games/croupier-test/promo-reels/session', { mode: 'real', currency: 'USD' })).json());
    platform.pushes.length = 0;
    const spin = spinResponseSchema.parse((await post(`${session.url}/spin`, { bet_cents: 300 })).json());
    expect(await status(id, player.playerId)).toMatchObject({ bets: 1, bet_cents: 300, win_cents: spin.win_cents, points: 3, award_place: 1 });
    const statusPush = platform.pushes.find((p) => p.channel === 'tournaments_statuses');
    expect(statusPush).toMatchObject({ scope: 'private', playerId: player.playerId, event: 'tournaments_statuses' });
    expect(z.parse(tournamentStatusSchema, statusPush!.payload)).toMatchObject({ tournament_id: String(id), points: 3, award_place: 1 });
    const board = platform.pushes.find((p) => p.channel === 'tournaments' && z.parse(tournamentLeaderboardEventSchema, p.payload).tournament_id === String(id));
    expect(board).toMatchObject({ scope: 'public', event: 'leaderboard' });
    expect(z.parse(tournamentLeaderboardEventSchema, board!.payload).top_players).toEqual([{ award_place: 1, nickname: 'Spinner', points: 3 }]);
    // A demo-mode spin scores nothing.
    const demo = gameSessionResponseSchema.parse((await post('/api/games/croupier-test/promo-reels/session', { mode: 'demo' })).json());
    await post(`${demo.url}/spin`, { bet_cents: 300 });
    expect(await status(id, player.playerId)).toMatchObject({ bets: 1 });
  });

  it('the leaderboard push goes out only when the top changed; a player outside the top still has a place', async () => {
    const id = tournament({ leaderboardSize: 2 });
    const [ann, bob, cid] = [usdPlayer('Ann'), usdPlayer('Bob'), usdPlayer('Cid')];
    settle(platform, { playerId: ann, betCents: 900 });
    settle(platform, { playerId: bob, betCents: 800 });
    platform.pushes.length = 0;
    settle(platform, { playerId: cid, betCents: 100 });
    expect(platform.pushes.filter((p) => p.channel === 'tournaments')).toEqual([]);
    expect(platform.pushes.filter((p) => p.channel === 'tournaments_statuses')).toHaveLength(1);
    expect(await status(id, cid)).toMatchObject({ award_place: 3, points: 1 });
    expect((await detail(id)).top_players.map((p) => p.nickname)).toEqual(['Ann', 'Bob']);
  });
});

describe('who scores', () => {
  it('confirmation required: nothing counts before the player confirms; a second confirm is already_subscribed', async () => {
    const id = tournament({ userConfirmationRequired: true });
    const player = signIn(platform.db, usdPlayer('Joiner'));
    settle(platform, { playerId: player.playerId, betCents: 500 });
    expect(await status(id, player.playerId)).toMatchObject({ bets: 0, points: 0, award_place: null, confirmed: false });
    const confirm = () => platform.app.inject({ method: 'POST', url: `/api/tournaments/${id}/confirm`, headers: player.headers, payload: JSON.stringify({ confirmed: true }) });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(z.parse(tournamentStatusSchema, first.json())).toMatchObject({ confirmed: true, points: 0 });
    const again = await confirm();
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'already_subscribed' });
    settle(platform, { playerId: player.playerId, betCents: 500 });
    expect(await status(id, player.playerId)).toMatchObject({ bets: 1, points: 5, award_place: 1, confirmed: true });
    // Guests cannot confirm; the body must say confirmed: true.
    expect((await platform.app.inject({ method: 'POST', url: `/api/tournaments/${id}/confirm`, headers: { 'content-type': 'application/json' }, payload: '{"confirmed":true}' })).statusCode).toBe(401);
    const other = signIn(platform.db, usdPlayer());
    expect((await platform.app.inject({ method: 'POST', url: `/api/tournaments/${id}/confirm`, headers: other.headers, payload: JSON.stringify({ confirmed: false }) })).statusCode).toBe(422);
  });

  it('a finished tournament cannot be joined', async () => {
    const id = tournament({ startAt: at(platform.clock, -minutes(120)), endAt: at(platform.clock, -minutes(1)) });
    const player = signIn(platform.db, usdPlayer());
    const answer = await platform.app.inject({ method: 'POST', url: `/api/tournaments/${id}/confirm`, headers: player.headers, payload: JSON.stringify({ confirmed: true }) });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ error: 'tournament_finished' });
  });

  it('group restriction: hidden from guests and other groups, scores only for members', async () => {
    const id = tournament({ groupIds: [777] });
    const [member, outsider] = [signIn(platform.db, usdPlayer('Member')), signIn(platform.db, usdPlayer('Outsider'))];
    addGroup(platform.db, member.playerId, 777);
    settle(platform, { playerId: member.playerId, betCents: 100 });
    settle(platform, { playerId: outsider.playerId, betCents: 100 });
    const ids = async (headers?: Record<string, string>) => ((await get('/api/tournaments', headers)).json() as { id: number }[]).map((t) => t.id);
    expect(await ids()).not.toContain(id);
    expect(await ids(outsider.headers)).not.toContain(id);
    expect(await ids(member.headers)).toContain(id);
    expect((await get(`/api/tournaments/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/tournaments/${id}/status`, outsider.headers)).statusCode).toBe(404);
    const seen = z.parse(tournamentSchema, (await get(`/api/tournaments/${id}`, member.headers)).json());
    expect(seen.group_ids).toEqual([777]);
    expect(seen.top_players).toEqual([{ award_place: 1, nickname: 'Member', points: 1 }]);
  });

  it('game and provider lists: other games score nothing; empty lists mean every game', async () => {
    const listed = tournament({ games: ['studio-a/listed-slot'], providers: ['studio-b'] });
    const open = tournament();
    const player = usdPlayer();
    settle(platform, { playerId: player, betCents: 100, gameIdentifier: 'studio-a/listed-slot' });
    settle(platform, { playerId: player, betCents: 200, gameIdentifier: 'studio-b/any-slot' });
    settle(platform, { playerId: player, betCents: 400, gameIdentifier: 'studio-a/other-slot' });
    settle(platform, { playerId: player, betCents: 800, gameIdentifier: 'studio-c/other-slot' });
    expect(await status(listed, player)).toMatchObject({ bets: 2, bet_cents: 300, games_taken: 2 });
    expect(await status(open, player)).toMatchObject({ bets: 4, bet_cents: 1_500, games_taken: 4 });
  });

  it('only real money in the currency, inside [start_at, end_at) of an unfinished tournament', async () => {
    const id = tournament({ startAt: at(platform.clock, 0), endAt: at(platform.clock, minutes(10)) });
    const player = usdPlayer();
    settle(platform, { playerId: player, betCents: 100, mode: 'demo', currency: 'FUN' });
    settle(platform, { playerId: player, betCents: 100, currency: 'EUR' });
    settle(platform, { playerId: player, betCents: 100, realBetCents: 0, bonusBetCents: 100 });
    settle(platform, { playerId: player, betCents: 100, settledAt: at(platform.clock, -1) });
    settle(platform, { playerId: player, betCents: 100, settledAt: at(platform.clock, minutes(10)) });
    expect(await status(id, player)).toMatchObject({ bets: 0, confirmed: false });
    // The bonus share of a mixed stake does not count.
    settle(platform, { playerId: player, betCents: 100, realBetCents: 60, bonusBetCents: 40, winCents: 50, realWinCents: 30, bonusWinCents: 20 });
    expect(await status(id, player)).toMatchObject({ bets: 1, bet_cents: 60, win_cents: 30, points: 0.6 });
    platform.clock.advance(minutes(10));
    platform.ctx.scheduler.runDue();
    settle(platform, { playerId: player, betCents: 100, settledAt: at(platform.clock, -minutes(5)) });
    expect(await status(id, player)).toMatchObject({ bets: 1 });
  });
});

describe('endpoints', () => {
  it('list, detail by id or slug, player list, recent, status: every answer reads with the wire schemas', async () => {
    const active = tournament({ slug: 'usd-active', title: 'USD Active', providers: ['studio-b'] });
    const future = tournament({ slug: 'usd-future', startAt: at(platform.clock, minutes(5)), endAt: at(platform.clock, minutes(65)) });
    const past = tournament({ slug: 'usd-past', startAt: at(platform.clock, -minutes(120)), endAt: at(platform.clock, -minutes(60)) });
    const player = signIn(platform.db, usdPlayer('Lister'));
    settle(platform, { playerId: player.playerId, betCents: 100, gameIdentifier: 'studio-b/x', settledAt: at(platform.clock, -minutes(90)) });
    settle(platform, { playerId: player.playerId, betCents: 100, gameIdentifier: 'studio-b/x' });
    platform.ctx.scheduler.runDue();

    const list = (await get('/api/tournaments')).json() as unknown[];
    const parsed = list.map((item) => z.parse(tournamentSchema, item));
    const byId = new Map(parsed.map((t) => [t.id, t]));
    expect(byId.get(String(active))).toMatchObject({ in_progress: true, strategy: 'bets_sum', currency: 'USD', providers: ['studio-b'], finished_at: null });
    expect(byId.get(String(future))).toMatchObject({ in_progress: false, finished_at: null });
    expect(byId.get(String(past))).toMatchObject({ in_progress: false, finished_at: expect.any(String) });
    expect(byId.get(String(active))!.prizes).toEqual([
      { award_place: 1, money_award_cents: 10_000, freespins_count: 0 },
      { award_place: 2, money_award_cents: 5_000, freespins_count: 10 },
      { award_place: 3, money_award_cents: 0, freespins_count: 20 },
    ]);
    expect(byId.get(String(active))!.money_budget_cents).toBe(15_000);
    // The seeded demo tournaments are there too, the notice strip's race among them.
    expect(parsed.some((t) => t.frontend_identifier === 'weekly-spin-race' && t.in_progress)).toBe(true);

    expect((await detail('usd-active')).id).toBe(String(active));
    expect((await get('/api/tournaments/no-such-slug')).statusCode).toBe(404);
    const recent = ((await get('/api/tournaments/recent')).json() as unknown[]).map((item) => z.parse(tournamentSchema, item));
    expect(recent.map((t) => t.id)).toContain(String(past));
    expect(recent.every((t) => t.finished_at !== null)).toBe(true);
    const mine = ((await get('/api/tournaments/player', player.headers)).json() as unknown[]).map((item) => z.parse(tournamentSchema, item));
    expect(mine.map((t) => t.id).sort()).toEqual([String(active), String(past)].sort());
    expect((await get('/api/tournaments/player')).statusCode).toBe(401);
    expect((await get(`/api/tournaments/${active}/status`)).statusCode).toBe(401);
    expect(await status(active, player.playerId)).toMatchObject({ tournament_id: String(active), nickname: 'Lister', points: 1, award_place: 1 });
  });

  it('the demo-only dev route creates a tournament that starts in seconds', async () => {
    const answer = await platform.app.inject({
      method: 'POST',
      url: '/dev/tournaments',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ starts_in_seconds: 5, duration_seconds: 60, strategy: 'bets_count' }),
    });
    expect(answer.statusCode).toBe(201);
    const created = z.parse(tournamentSchema, answer.json());
    expect(created).toMatchObject({ in_progress: false, strategy: 'bets_count' });
    expect(new Date(created.start_at).getTime() - platform.clock.now().getTime()).toBe(5_000);
    platform.clock.advance(6_000);
    expect((await detail(created.id)).in_progress).toBe(true);
  });
});

describe('finishing and paying', () => {
  const finishedSetup = () => {
    const id = tournament({ endAt: at(platform.clock, minutes(10)) });
    const [ann, bob, cid, dan] = [usdPlayer('Ann'), usdPlayer('Bob'), usdPlayer('Cid'), usdPlayer('Dan')];
    settle(platform, { playerId: ann, betCents: 900 });
    settle(platform, { playerId: bob, betCents: 500 });
    settle(platform, { playerId: cid, betCents: 100 });
    settle(platform, { playerId: dan, betCents: 50 });
    platform.clock.advance(minutes(10));
    return { id, ann, bob, cid, dan };
  };

  it('pays each prize once through the wallet, even when the job runs twice; notifies every participant', async () => {
    const { id, ann, bob, cid, dan } = finishedSetup();
    platform.pushes.length = 0;
    expect(platform.ctx.scheduler.runDue().every((run) => run.ok)).toBe(true);
    expect(platform.ctx.scheduler.runDue().every((run) => run.ok)).toBe(true);
    expect(finishTournament(platform.ctx, id, platform.clock.now())).toBe(false);
    const prizes = ledgerRows(platform.db, 'tournament_prize').filter((row) => row.ref.startsWith(`tournament:${id}:`));
    expect(prizes).toEqual([
      { player_id: ann, currency: 'USD', delta_cents: 10_000, ref: `tournament:${id}:place:1` },
      { player_id: bob, currency: 'USD', delta_cents: 5_000, ref: `tournament:${id}:place:2` },
    ]);
    expect([balanceOf(platform.db, ann, 'USD'), balanceOf(platform.db, bob, 'USD'), balanceOf(platform.db, cid, 'USD')]).toEqual([10_000, 5_000, 0]);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
    // Free spins are awarded to the bonuses engine through the domain event, once per place.
    expect(platform.awards().filter((a) => a.promotionId === id).map((a) => [a.playerId, a.place, a.moneyCents, a.freeSpinsCount])).toEqual([
      [ann, 1, 10_000, 0],
      [bob, 2, 5_000, 10],
      [cid, 3, 0, 20],
    ]);
    // Only this tournament's notes: a seeded demo tournament may end in the same ten minutes (the week's end).
    const notes = platform.pushes.filter((p) => p.channel === 'tournament_notifications' && String((p.payload as { tournament_id?: unknown }).tournament_id) === String(id));
    expect(notes.map((p) => (p.scope === 'private' ? p.playerId : 0)).sort()).toEqual([ann, bob, cid, dan].sort());
    const danNote = z.parse(tournamentNotificationEventSchema, notes.find((p) => p.scope === 'private' && p.playerId === dan)!.payload);
    expect(danNote).toMatchObject({ tournament_id: String(id), award_place: 4, money_award_cents: 0, freespins_count: 0, points: 0.5 });
    expect(z.parse(tournamentNotificationEventSchema, notes.find((p) => p.scope === 'private' && p.playerId === bob)!.payload)).toMatchObject({
      award_place: 2,
      money_award_cents: 5_000,
      freespins_count: 10,
    });
    const finished = await detail(id);
    expect(finished.finished_at).toBe(platform.clock.now().toISOString());
    expect(finished.top_players.map((p) => p.nickname)).toEqual(['Ann', 'Bob', 'Cid', 'Dan']);
    // Scores are frozen once finished.
    settle(platform, { playerId: dan, betCents: 10_000, settledAt: at(platform.clock, -minutes(1)) });
    expect(await status(id, dan)).toMatchObject({ bets: 1 });
  });

  it('a crash between the mark and the payouts leaves neither; the next run pays exactly once', async () => {
    const { id, ann, bob } = finishedSetup();
    // The second prize's ledger row fails, as a process dying mid-payout would: the transaction never commits.
    platform.db.exec(`CREATE TEMP TRIGGER crash_mid_payout BEFORE INSERT ON ledger WHEN NEW.ref = 'tournament:${id}:place:2' BEGIN SELECT RAISE(ABORT, 'simulated crash'); END`);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(platform.ctx.scheduler.runDue().find((run) => run.job === 'tournaments.finish')).toEqual({ job: 'tournaments.finish', ok: false });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect((await detail(id)).finished_at).toBeNull();
    expect(ledgerRows(platform.db, 'tournament_prize').filter((row) => row.ref.startsWith(`tournament:${id}:`))).toEqual([]);
    expect(platform.db.prepare('SELECT COUNT(*) FROM tournament_results WHERE tournament_id = ?').pluck().get(id)).toBe(0);
    expect(balanceOf(platform.db, ann, 'USD')).toBe(0);

    platform.db.exec('DROP TRIGGER crash_mid_payout');
    platform.ctx.scheduler.runDue();
    platform.ctx.scheduler.runDue();
    expect(ledgerRows(platform.db, 'tournament_prize').filter((row) => row.ref.startsWith(`tournament:${id}:`)).map((row) => row.player_id)).toEqual([ann, bob]);
    expect(checkLedger(platform.db).ok).toBe(true);
  });

  it('a restarted platform on the same database pays what is due once, and never again', async () => {
    const { id, ann } = finishedSetup();
    const { dataDir, clock } = platform;
    await platform.close(true);
    // Two instances on one database (a restart racing a stale process): only one marks and pays.
    const first = await makePromoPlatform({ dataDir, clock });
    const second = await makePromoPlatform({ dataDir, clock });
    try {
      first.ctx.scheduler.runDue();
      second.ctx.scheduler.runDue();
      first.ctx.scheduler.runDue();
      expect(ledgerRows(first.db, 'tournament_prize').filter((row) => row.ref.startsWith(`tournament:${id}:`))).toHaveLength(2);
      expect(balanceOf(first.db, ann, 'USD')).toBe(10_000);
      expect(checkLedger(first.db).ok).toBe(true);
    } finally {
      await second.close(true);
      await first.close(true);
      rmSync(dataDir, { recursive: true, force: true });
      platform = await makePromoPlatform();
    }
  });

  it('a recurring series hands its slug to the next instance, created once on its grid', async () => {
    const start = at(platform.clock, -minutes(30));
    const id = tournament({ slug: 'usd-daily', startAt: start, endAt: at(platform.clock, minutes(30)), series: { name: 'usd-daily', everySeconds: 86_400 } });
    const player = usdPlayer();
    settle(platform, { playerId: player, betCents: 100 });
    // The platform was down for three days: the next instance lands on the current slot of the grid.
    platform.clock.advance(3 * 86_400_000);
    platform.ctx.scheduler.runDue();
    platform.ctx.scheduler.runDue();
    const rows = platform.db.prepare("SELECT id, frontend_identifier, start_at, finished_at, origin FROM tournaments WHERE series = 'usd-daily' ORDER BY id").all() as {
      id: number;
      frontend_identifier: string;
      start_at: string;
      finished_at: string | null;
      origin: string;
    }[];
    // Three days on, the slot of day 3 (start + 3 days) has not ended yet.
    expect(rows).toEqual([
      { id, frontend_identifier: `usd-daily-${start.slice(0, 10)}`, start_at: start, finished_at: expect.any(String), origin: 'operator' },
      { id: expect.any(Number), frontend_identifier: 'usd-daily', start_at: new Date(new Date(start).getTime() + 3 * 86_400_000).toISOString(), finished_at: null, origin: 'series' },
    ]);
    const next = await detail('usd-daily');
    expect(next.prizes).toHaveLength(3);
    expect(next.in_progress).toBe(true);
  });
});
