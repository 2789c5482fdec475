import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameSessionResponseSchema, spinResponseSchema } from '../../schemas/wire/game-session';
import { playerStatsSchema } from '../../schemas/wire/player';
import type { PlatformEvent } from '../../platform/context';
import type { DomainEventMap, DomainEventName } from '../../platform/domain-event-map';
import { captchaToken } from '../../platform/modules/accounts/test-platform';
import { randomStream } from '../../platform/modules/game-studio/engines/random-stream';
import { SLOT_FAMILIES } from '../../platform/modules/game-studio/engines/slot-families';
import { playSlotRound } from '../../platform/modules/game-studio/engines/slot-round';
import { cardRequest, checkLedger, countRows, createSignedInPlayer, credit, insertGame, makePlatform, type SignedIn } from './helpers';

/**
 * The publishers of DESIGN §12 on a whole platform: what they publish, and what the modules that subscribe
 * (limits, accounts' stats, catalogue's played games, the realtime pushes) do with it.
 */
let platform: Awaited<ReturnType<typeof makePlatform>>;
let player: SignedIn;
let published: { name: DomainEventName; payload: unknown }[];
let pushes: PlatformEvent[];

/** Records what is published, as a subscriber in the transaction would see it. */
function record<K extends DomainEventName>(name: K) {
  platform.ctx.domain.subscriptionsFor('test').inTransaction(name, (payload) => published.push({ name, payload }));
}

beforeEach(async () => {
  platform = await makePlatform();
  player = createSignedInPlayer(platform.db);
  insertGame(platform.db, { provider: 'croupier-test', slug: 'event-reels', title: 'Event Reels', currencies: ['EUR'], categories: ['slots'], volatility: 'high' });
  published = [];
  pushes = [];
  platform.ctx.events.subscribe((event) => pushes.push(event));
  for (const name of ['round.settled', 'payment.changed', 'player.registered', 'player.groups_changed'] as const) record(name);
});
afterEach(() => platform.close());

const post = (url: string, payload: unknown, headers = player.headers) => platform.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload) });
const openSession = async (mode: 'real' | 'demo', headers = player.headers) =>
  gameSessionResponseSchema.parse((await post('/api/games/croupier-test/event-reels/session', { mode, currency: mode === 'real' ? 'EUR' : undefined }, headers)).json());
const spin = (url: string, bet: number, headers = player.headers) => post(`${url}/spin`, { bet_cents: bet }, headers);
const payloads = <K extends DomainEventName>(name: K) => published.filter((e) => e.name === name).map((e) => e.payload as DomainEventMap[K]);
const stats = async () => playerStatsSchema.parse((await platform.app.inject({ url: '/api/player/stats', headers: player.headers })).json());
const balanceOf = () => platform.db.prepare("SELECT amount_cents FROM wallet_accounts WHERE player_id = ? AND currency = 'EUR'").pluck().get(player.playerId) as number;

describe('round.settled', () => {
  it('a real spin publishes the round with its real/bonus split; subscribers count it and push after commit', async () => {
    credit(platform.db, player.playerId, 'EUR', 10_000);
    const session = await openSession('real');
    pushes.length = 0;
    const seenInTransaction: number[] = [];
    platform.ctx.domain.subscriptionsFor('probe').inTransaction('round.settled', () => seenInTransaction.push(pushes.length));
    const round = spinResponseSchema.parse((await spin(session.url, 500)).json());
    expect(payloads('round.settled')).toEqual([
      {
        roundId: round.round_id,
        sessionId: session.session_id,
        playerId: player.playerId,
        gameIdentifier: 'croupier-test/event-reels',
        kind: 'slot',
        mode: 'real',
        currency: 'EUR',
        betCents: 500,
        winCents: round.win_cents,
        multiplier: Math.round((round.win_cents * 100) / 500) / 100,
        realBetCents: 500,
        bonusBetCents: 0,
        realWinCents: round.win_cents,
        bonusWinCents: 0,
        settledAt: expect.any(String),
      },
    ]);
    // Pushes wait for the commit: none had gone out while the round's handlers ran.
    expect(seenInTransaction).toEqual([0]);
    expect(pushes.filter((p) => p.channel === 'balance').at(-1)?.payload).toMatchObject({ amount_cents: round.balance_cents });
    expect(await stats()).toMatchObject({ bets_count: 1, bets_cents: 500, wins_cents: round.win_cents });
    const played = (await platform.app.inject({ url: '/api/player/played_games', headers: player.headers })).json() as { identifier: string }[];
    expect(played.map((p) => p.identifier)).toEqual(['croupier-test/event-reels']);
  });

  it("a signed-in player's demo round is published as demo and counts toward nothing money-related; a guest's is not published", async () => {
    const session = await openSession('demo');
    expect((await spin(session.url, 100)).statusCode).toBe(200);
    expect(payloads('round.settled')).toMatchObject([{ mode: 'demo', currency: 'FUN', playerId: player.playerId }]);
    expect(await stats()).toMatchObject({ bets_count: 0 });
    expect(countRows(platform.db, 'limit_play_days')).toBe(0);
    const guest = await openSession('demo', { 'content-type': 'application/json' });
    expect((await spin(guest.url, 100, { 'content-type': 'application/json' })).statusCode).toBe(200);
    expect(payloads('round.settled')).toHaveLength(1);
  });

  it('an in-transaction subscriber that throws rolls the whole round back: no round, no money moved, no usage, no push', async () => {
    credit(platform.db, player.playerId, 'EUR', 10_000);
    const session = await openSession('real');
    const before = { balance: balanceOf(), rounds: countRows(platform.db, 'game_rounds'), ledger: countRows(platform.db, 'ledger') };
    platform.ctx.domain.subscriptionsFor('broken-engine').inTransaction('round.settled', () => {
      throw new Error('engine failed');
    });
    pushes.length = 0;
    expect((await spin(session.url, 500)).statusCode).toBe(500);
    expect({ balance: balanceOf(), rounds: countRows(platform.db, 'game_rounds'), ledger: countRows(platform.db, 'ledger') }).toEqual(before);
    expect(countRows(platform.db, 'limit_play_days')).toBe(0);
    expect(await stats()).toMatchObject({ bets_count: 0 });
    expect(pushes).toEqual([]);
    expect(checkLedger(platform.db).ok).toBe(true);
  });

  it('an after-commit subscriber that throws is reported; the spin answers and stays committed', async () => {
    credit(platform.db, player.playerId, 'EUR', 10_000);
    const session = await openSession('real');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    platform.ctx.domain.subscriptionsFor('broken-feed').afterCommit('round.settled', () => {
      throw new Error('feed down');
    });
    const answer = await spin(session.url, 500);
    const reported = [...log.mock.calls];
    log.mockRestore();
    expect(answer.statusCode).toBe(200);
    expect(countRows(platform.db, 'game_rounds')).toBe(1);
    expect(reported).toEqual([[expect.stringContaining('"broken-feed" for round.settled failed'), expect.objectContaining({ message: 'feed down' })]]);
  });

  it('a big real win is announced on the public wins feed after commit', async () => {
    credit(platform.db, player.playerId, 'EUR', 100_000);
    const session = await openSession('real');
    const { rounds_played: played } = platform.db.prepare('SELECT rounds_played FROM game_sessions WHERE id = ?').get(session.session_id) as { rounds_played: number };
    // Give the session a seed whose next round pays at least ten times the bet.
    let seed = '';
    const winOf = (candidate: string) => playSlotRound(SLOT_FAMILIES['pharaohs-fortune'], 100, randomStream(candidate, `${session.session_id}:${played + 1}`)).win_cents;
    for (let i = 0; !seed; i++) if (winOf(`big-${i}`) >= 1000) seed = `big-${i}`;
    platform.db.prepare('UPDATE game_sessions SET rng_seed = ? WHERE id = ?').run(seed, session.session_id);
    const round = spinResponseSchema.parse((await spin(session.url, 100)).json());
    expect(pushes.filter((p) => p.channel === 'wins').map((p) => p.payload)).toEqual([
      expect.objectContaining({ game_identifier: 'croupier-test/event-reels', game_title: 'Event Reels', amount_cents: round.win_cents, currency: 'EUR' }),
    ]);
  });
});

describe('payment.changed', () => {
  it('creation and each state change are published with the previous state; stats, limit usage and pushes follow', async () => {
    const created = await post('/api/player/payments/deposit', cardRequest(5_000));
    expect(created.statusCode).toBe(201);
    const { id, redirect_url: redirect } = created.json() as { id: number; redirect_url: string };
    const token = new URL(redirect, 'http://x').searchParams.get('token');
    expect((await post(`/dev/payments/${id}/callback`, { token, outcome: 'succeed' })).statusCode).toBe(200);
    expect(payloads('payment.changed').map((p) => [p.paymentId, p.action, p.amountCents, p.previousState, p.state])).toEqual([
      [id, 'deposit', 5_000, null, 'pending'],
      [id, 'deposit', 5_000, 'pending', 'succeeded'],
    ]);
    expect(pushes.filter((p) => p.channel === 'payments_changes').map((p) => (p.payload as { state: string }).state)).toEqual(['pending', 'succeeded']);
    expect(await stats()).toMatchObject({ deposits_count: 1, deposits_cents: 5_000 });
    expect(platform.db.prepare('SELECT amount_cents, counts FROM limit_deposits WHERE payment_id = ?').get(id)).toEqual({ amount_cents: 5_000, counts: 1 });
    // A replayed callback changes nothing and publishes nothing.
    expect((await post(`/dev/payments/${id}/callback`, { token, outcome: 'succeed' })).json()).toMatchObject({ changed: false });
    expect(payloads('payment.changed')).toHaveLength(2);
  });
});

describe('player events', () => {
  it('sign-up publishes player.registered', async () => {
    const headers = { 'content-type': 'application/json' };
    const user = { email: 'events@example.com', password: 'secret123', date_of_birth: '15/01/1990', currency: 'CAD', country: 'CA', terms_acceptance: true, captcha: await captchaToken(platform.app) };
    const answer = await platform.app.inject({ method: 'POST', url: '/api/users', headers, payload: JSON.stringify({ user }) });
    expect(answer.statusCode).toBe(201);
    expect(payloads('player.registered')).toEqual([
      { playerId: answer.json().id, email: 'events@example.com', currency: 'CAD', country: 'CA', language: 'en', via: 'email', registeredAt: expect.any(String) },
    ]);
  });

  it('a social sign-up publishes player.registered via social', async () => {
    const answer = await platform.app.inject({ method: 'GET', url: '/users/auth/google_oauth2?email=social.events@example.com' });
    expect(answer.statusCode).toBe(302);
    expect(payloads('player.registered')).toMatchObject([{ email: 'social.events@example.com', via: 'social' }]);
  });

  it('adding groups publishes player.groups_changed and pushes after commit; re-adding held ones publishes nothing', async () => {
    expect((await post('/api/player/groups', { groups: { add: [3100] } })).statusCode).toBe(200);
    expect(payloads('player.groups_changed')).toEqual([{ playerId: player.playerId, added: [3100], removed: [], groups: [3100] }]);
    expect(pushes.filter((p) => p.channel === 'groups_updates').map((p) => p.payload)).toEqual([{ groups: [3100] }]);
    expect((await post('/api/player/groups', { groups: { add: [3100] } })).statusCode).toBe(200);
    expect(payloads('player.groups_changed')).toHaveLength(1);
  });
});
