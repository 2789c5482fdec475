import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lotterySchema, lotteryStatusSchema } from '../../schemas/wire/promotions';
import { transaction } from '../../platform/db/transaction';
import type { PaymentChanged } from '../../platform/domain-event-map';
import { createLottery, type NewLottery } from '../../platform/modules/lotteries/create-lottery';
import { drawWinners, replayDraw } from '../../platform/modules/lotteries/draw';
import { drawLottery } from '../../platform/modules/lotteries/finish';
import { lotteryTicketOffer } from '../../platform/modules/lotteries/ticket-offer';
import { issueLotteryTickets, ticketsForDeposit } from '../../platform/modules/lotteries/tickets';
import { cardRequest, checkLedger, createPlayer, signIn } from './helpers';
import { addGroup, at, balanceOf, ledgerRows, makePromoPlatform, minutes, type PromoPlatform } from './promotion-helpers';

/** The lotteries engine (issue 11): tickets from deposits and comp points, the recorded draw, payouts once. */
let platform: PromoPlatform;

beforeEach(async () => {
  platform = await makePromoPlatform();
});
afterEach(() => platform.close());

const RULES = [
  { min_deposit_cents: 2_000, tickets: 1 },
  { min_deposit_cents: 5_000, tickets: 3 },
  { min_deposit_cents: 10_000, tickets: 7 },
];

const lottery = (overrides: Partial<NewLottery> = {}) =>
  createLottery(platform.db, {
    slug: `test-draw-${Math.random().toString(36).slice(2, 10)}`,
    title: 'Test Draw',
    currency: 'USD',
    startAt: at(platform.clock, -minutes(60)),
    endAt: at(platform.clock, minutes(60)),
    prizes: [{ place: 1, moneyCents: 10_000 }, { place: 2, moneyCents: 5_000 }, { place: 3, freeSpins: 25 }],
    depositScaleRules: RULES,
    compPointsTicketPrice: 150,
    maxTicketsPerPlayer: 10,
    ...overrides,
  });

let paymentId = 5_000_000;
/** `payment.changed` as the payments module publishes it, in a transaction of its own. */
function deposit(playerId: number, amountCents: number, overrides: Partial<PaymentChanged> = {}): PaymentChanged {
  const now = platform.clock.now().toISOString();
  const payload: PaymentChanged = {
    paymentId: ++paymentId,
    playerId,
    action: 'deposit',
    currency: 'USD',
    amountCents,
    state: 'succeeded',
    previousState: 'pending',
    bonusId: null,
    createdAt: now,
    changedAt: now,
    ...overrides,
  };
  transaction(platform.db, () => platform.ctx.domain.publish('payment.changed', payload))();
  return payload;
}

const ticketsOf = (lotteryId: number, playerId: number) =>
  platform.db.prepare('SELECT COUNT(*) FROM lottery_tickets WHERE lottery_id = ? AND player_id = ?').pluck().get(lotteryId, playerId) as number;
const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers });

describe('tickets', () => {
  it('a succeeded deposit earns the tickets of the highest scale rule it reaches', () => {
    expect([1_999, 2_000, 4_999, 5_000, 9_999, 10_000, 1_000_000].map((cents) => ticketsForDeposit(RULES, cents))).toEqual([0, 1, 1, 3, 3, 7, 7]);
    const id = lottery({ maxTicketsPerPlayer: null });
    const player = createPlayer(platform.db, { currency: 'USD' });
    deposit(player, 1_999);
    expect(ticketsOf(id, player)).toBe(0);
    deposit(player, 2_000);
    expect(ticketsOf(id, player)).toBe(1);
    deposit(player, 5_000);
    expect(ticketsOf(id, player)).toBe(4);
    deposit(player, 25_000);
    expect(ticketsOf(id, player)).toBe(11);
  });

  it('no tickets for other currencies, other states, cashouts, a replayed event, or outside the window; capped per player', () => {
    const id = lottery({ maxTicketsPerPlayer: 5 });
    const player = createPlayer(platform.db, { currency: 'USD' });
    deposit(player, 10_000, { currency: 'EUR' });
    deposit(player, 10_000, { state: 'pending', previousState: null });
    deposit(player, 10_000, { action: 'cashout' });
    deposit(player, 10_000, { changedAt: at(platform.clock, minutes(61)) });
    expect(ticketsOf(id, player)).toBe(0);
    const paid = deposit(player, 5_000);
    // The same payment's event again (a replayed callback) issues nothing more.
    transaction(platform.db, () => platform.ctx.domain.publish('payment.changed', { ...paid, previousState: 'processing' }))();
    expect(ticketsOf(id, player)).toBe(3);
    // 7 earned, 2 left under the cap of 5: a deposit gets what the cap allows.
    deposit(player, 10_000);
    expect(ticketsOf(id, player)).toBe(5);
  });

  it('a group-restricted lottery gives tickets to its groups only', () => {
    const id = lottery({ groupIds: [42] });
    const [member, outsider] = [createPlayer(platform.db), createPlayer(platform.db)];
    addGroup(platform.db, member, 42);
    deposit(member, 2_000);
    deposit(outsider, 2_000);
    expect([ticketsOf(id, member), ticketsOf(id, outsider)]).toEqual([1, 0]);
  });

  it('a deposit through the payments module and its dev provider earns tickets in the seeded EUR lottery', async () => {
    const player = signIn(platform.db, createPlayer(platform.db, { currency: 'EUR' }));
    const post = (url: string, payload: unknown) => platform.app.inject({ method: 'POST', url, headers: player.headers, payload: JSON.stringify(payload) });
    const created = await post('/api/player/payments/deposit', cardRequest(5_000));
    expect(created.statusCode).toBe(201);
    const { id, redirect_url: redirect } = created.json() as { id: number; redirect_url: string };
    const token = new URL(redirect, 'http://x').searchParams.get('token');
    expect((await post(`/dev/payments/${id}/callback`, { token, outcome: 'succeed' })).statusCode).toBe(200);
    const statuses = ((await get('/api/lotteries/statuses', player.headers)).json() as unknown[]).map((item) => z.parse(lotteryStatusSchema, item));
    const weekly = ((await get('/api/lotteries/weekly-lucky-draw')).json() as { id: number }).id;
    // The seeded weekly draw's rules: €50 earns 3 tickets.
    expect(statuses.find((s) => s.lottery_id === String(weekly))?.tickets).toHaveLength(3);
  });

  it('comp points purchases (issue 16 calls issueLotteryTickets): all or nothing at the cap, once per ref', () => {
    const id = lottery({ maxTicketsPerPlayer: 4 });
    const player = createPlayer(platform.db);
    const now = platform.clock.now().toISOString();
    expect(lotteryTicketOffer(platform.db, id, player)).toEqual({ lotteryId: id, compPointsPrice: 150, remaining: 4 });
    const buy = (count: number, ref: string) => issueLotteryTickets(platform.db, { lotteryId: id, playerId: player, count, source: 'comp_points', ref, at: now });
    expect(buy(3, 'comp_points:1')).toMatchObject({ ok: true, tickets: [expect.any(Number), expect.any(Number), expect.any(Number)] });
    expect(buy(3, 'comp_points:1')).toEqual({ ok: false, reason: 'already_issued' });
    expect(buy(2, 'comp_points:2')).toEqual({ ok: false, reason: 'cap_reached' });
    expect(buy(1, 'comp_points:3')).toMatchObject({ ok: true });
    expect(lotteryTicketOffer(platform.db, id, player)).toMatchObject({ remaining: 0 });
    expect(buy(0, 'comp_points:4')).toEqual({ ok: false, reason: 'invalid_count' });
    expect(issueLotteryTickets(platform.db, { lotteryId: 999_999, playerId: player, count: 1, source: 'comp_points', ref: 'x' })).toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('the draw', () => {
  it('is a pure function of the seed and the ticket order; one prize per player', () => {
    const tickets = [[1, 10], [2, 10], [3, 11], [4, 12], [5, 12], [6, 13]] as const;
    const first = drawWinners(987_654, tickets, 3);
    expect(drawWinners(987_654, tickets, 3)).toEqual(first);
    expect(new Set(first.map((w) => w.playerId)).size).toBe(3);
    expect(first.map((w) => w.place)).toEqual([1, 2, 3]);
    // More places than players: the draw stops when the players run out.
    expect(drawWinners(1, [[1, 10], [2, 10]], 3)).toHaveLength(1);
    expect(drawWinners(1, [], 3)).toEqual([]);
  });

  it('at end_at the scheduler draws from a recorded seed, pays once, and the draw replays from what it stored', async () => {
    const id = lottery({ endAt: at(platform.clock, minutes(5)) });
    const players = [1, 2, 3, 4].map((n) => createPlayer(platform.db, { nickname: `Ticket${n}` }));
    players.forEach((playerId, index) => deposit(playerId, index % 2 === 0 ? 2_000 : 10_000));
    platform.clock.advance(minutes(5));
    platform.ctx.scheduler.runDue();
    platform.ctx.scheduler.runDue();
    expect(drawLottery(platform.ctx, id, platform.clock.now())).toBe(false);

    const stored = platform.db.prepare('SELECT draw_seed, draw_ticket_order, finished_at FROM lotteries WHERE id = ?').get(id) as { draw_seed: number; draw_ticket_order: string; finished_at: string };
    expect(stored.finished_at).toBe(platform.clock.now().toISOString());
    expect(JSON.parse(stored.draw_ticket_order)).toHaveLength(1 + 7 + 1 + 7);
    const results = platform.db.prepare('SELECT award_place AS place, ticket_id AS ticketId, player_id AS playerId FROM lottery_results WHERE lottery_id = ? ORDER BY award_place').all(id);
    expect(results).toHaveLength(3);
    expect(replayDraw(platform.db, id)).toEqual(results);

    const paid = ledgerRows(platform.db, 'lottery_prize').filter((row) => row.ref.startsWith(`lottery:${id}:`));
    expect(paid.map((row) => [row.ref, row.delta_cents])).toEqual([
      [`lottery:${id}:place:1`, 10_000],
      [`lottery:${id}:place:2`, 5_000],
    ]);
    const winners = results as { place: number; playerId: number }[];
    expect(balanceOf(platform.db, winners[0]!.playerId, 'USD')).toBe(10_000);
    expect(platform.awards().filter((a) => a.promotionId === id && a.promotion === 'lottery').map((a) => [a.place, a.moneyCents, a.freeSpinsCount])).toEqual([
      [1, 10_000, 0],
      [2, 5_000, 0],
      [3, 0, 25],
    ]);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });

    const wire = z.parse(lotterySchema, (await get(`/api/lotteries/${id}`)).json());
    expect(wire.prizes.map((p) => [p.award_place, p.nickname, p.ticket])).toEqual(
      winners.map((w) => [w.place, `Ticket${players.indexOf(w.playerId) + 1}`, String((results as { ticketId: number }[])[w.place - 1]!.ticketId)]),
    );
  });

  it('a crash between the mark and the payouts leaves the lottery undrawn; the next run draws once', () => {
    const id = lottery({ endAt: at(platform.clock, minutes(5)) });
    [1, 2, 3].forEach(() => deposit(createPlayer(platform.db), 2_000));
    platform.clock.advance(minutes(5));
    platform.db.exec(`CREATE TEMP TRIGGER crash_mid_draw BEFORE INSERT ON ledger WHEN NEW.ref = 'lottery:${id}:place:2' BEGIN SELECT RAISE(ABORT, 'simulated crash'); END`);
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(platform.ctx.scheduler.runDue().find((run) => run.job === 'lotteries.draw')?.ok).toBe(false);
    } finally {
      console.error = original;
    }
    expect(platform.db.prepare('SELECT finished_at, draw_seed FROM lotteries WHERE id = ?').get(id)).toEqual({ finished_at: null, draw_seed: null });
    expect(ledgerRows(platform.db, 'lottery_prize')).toEqual([]);
    platform.db.exec('DROP TRIGGER crash_mid_draw');
    platform.ctx.scheduler.runDue();
    platform.ctx.scheduler.runDue();
    expect(ledgerRows(platform.db, 'lottery_prize').map((row) => row.ref)).toEqual([`lottery:${id}:place:1`, `lottery:${id}:place:2`]);
    expect(replayDraw(platform.db, id)).toHaveLength(3);
  });

  it("the seeded history draw replays from its stored seed too", () => {
    const past = platform.db.prepare("SELECT id FROM lotteries WHERE series = 'weekly-lucky-draw' AND finished_at IS NOT NULL").pluck().get() as number;
    const results = platform.db.prepare('SELECT award_place AS place, ticket_id AS ticketId, player_id AS playerId FROM lottery_results WHERE lottery_id = ? ORDER BY award_place').all(past);
    expect(results.length).toBeGreaterThan(0);
    expect(replayDraw(platform.db, past)).toEqual(results);
  });
});

describe('endpoints', () => {
  it('list, by slug or id, statuses and status read with the wire schemas; groups hide lotteries', async () => {
    const open = lottery({ slug: 'usd-open' });
    const hidden = lottery({ slug: 'usd-hidden', groupIds: [42] });
    const player = signIn(platform.db, createPlayer(platform.db, { currency: 'USD' }));
    deposit(player.playerId, 5_000);
    const list = ((await get('/api/lotteries')).json() as unknown[]).map((item) => z.parse(lotterySchema, item));
    expect(list.map((l) => l.id)).toContain(String(open));
    expect(list.map((l) => l.id)).not.toContain(String(hidden));
    expect(list.find((l) => l.id === String(open))).toMatchObject({
      frontend_identifier: 'usd-open',
      in_progress: true,
      comp_points_ticket_price: 150,
      max_tickets_count_to_player: 10,
      deposit_scale_rules: RULES,
      lottery_tickets_count: 3,
      money_budget_cents: 15_000,
      finished_at: null,
    });
    // The seeded demo lotteries: this week's and last week's, drawn with winners.
    const seeded = list.filter((l) => l.frontend_identifier.startsWith('weekly-lucky-draw'));
    expect(seeded.map((l) => l.in_progress).sort()).toEqual([false, true]);
    expect(seeded.find((l) => !l.in_progress)!.prizes[0]!.nickname).not.toBeNull();

    expect(z.parse(lotterySchema, (await get('/api/lotteries/usd-open')).json()).id).toBe(String(open));
    expect(z.parse(lotterySchema, (await get(`/api/lotteries/${open}`)).json()).frontend_identifier).toBe('usd-open');
    expect((await get('/api/lotteries/usd-hidden')).statusCode).toBe(404);
    expect((await get('/api/lotteries/statuses')).statusCode).toBe(401);
    const statuses = ((await get('/api/lotteries/statuses', player.headers)).json() as unknown[]).map((item) => z.parse(lotteryStatusSchema, item));
    expect(statuses.find((s) => s.lottery_id === String(open))?.tickets).toHaveLength(3);
    const status = z.parse(lotteryStatusSchema, (await get(`/api/lotteries/${open}/status`, player.headers)).json());
    expect(status).toEqual({ lottery_id: String(open), tickets: statuses.find((s) => s.lottery_id === String(open))!.tickets });
    expect((await get(`/api/lotteries/${hidden}/status`, player.headers)).statusCode).toBe(404);
  });
});
