import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameSessionResponseSchema, spinResponseSchema } from '../../schemas/wire/game-session';
import { randomStream } from '../../platform/modules/game-studio/engines/random-stream';
import { SLOT_FAMILIES } from '../../platform/modules/game-studio/engines/slot-families';
import { playSlotRound } from '../../platform/modules/game-studio/engines/slot-round';
import { activateLimit, checkLedger, countRows, createSignedInPlayer, credit, insertGame, makePlatform, type SignedIn } from './helpers';

/** The round a slot session (Pharaoh's Fortune: the test game is a high-volatility slot) plays as its round n. */
const slotRound = (seed: string, sessionId: string, n: number, bet: number) =>
  playSlotRound(SLOT_FAMILIES['pharaohs-fortune'], bet, randomStream(seed, `${sessionId}:${n}`));

/** Loss and wager limits on real spins: decided on the stake alone, at their exact edges, leaving no trace when refused. */
describe('bet limits on a slot', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let player: SignedIn;
  beforeEach(async () => {
    platform = await makePlatform();
    player = createSignedInPlayer(platform.db);
    insertGame(platform.db, { provider: 'croupier-test', slug: 'limit-reels', currencies: ['EUR'], categories: ['slots'], volatility: 'high' });
    credit(platform.db, player.playerId, 'EUR', 100_000);
  });
  afterEach(() => platform.close());

  const openSession = async () => {
    const started = await platform.app.inject({
      method: 'POST',
      url: '/api/games/croupier-test/limit-reels/session',
      headers: player.headers,
      payload: JSON.stringify({ mode: 'real', currency: 'EUR' }),
    });
    return gameSessionResponseSchema.parse(started.json());
  };
  const spin = (url: string, bet: number) =>
    platform.app.inject({ method: 'POST', url: `${url}/spin`, headers: player.headers, payload: JSON.stringify({ bet_cents: bet }) });
  const sessionRow = (id: string) => platform.db.prepare('SELECT rng_seed, rounds_played FROM game_sessions WHERE id = ?').get(id) as { rng_seed: string; rounds_played: number };
  /** Gives the session a seed whose next round wins or loses, to show the answer does not depend on it. */
  const forceNextRound = (id: string, bet: number, outcome: 'wins' | 'loses') => {
    const { rounds_played } = sessionRow(id);
    for (let i = 0; ; i++) {
      const seed = `${outcome}-${i}`;
      if (slotRound(seed, id, rounds_played + 1, bet).win_cents > 0 === (outcome === 'wins')) {
        platform.db.prepare('UPDATE game_sessions SET rng_seed = ? WHERE id = ?').run(seed, id);
        return;
      }
    }
  };
  const snapshot = (sessionId: string) => ({
    balance: platform.db.prepare('SELECT amount_cents, bonus_amount_cents FROM wallet_accounts WHERE player_id = ? AND currency = ?').get(player.playerId, 'EUR'),
    ledger: countRows(platform.db, 'ledger'),
    rounds: countRows(platform.db, 'game_rounds'),
    session: sessionRow(sessionId),
  });

  it('wager limit: bets up to exactly the limit are accepted (1,000 of 1,000), one minor unit more is refused', async () => {
    activateLimit(platform.db, player.playerId, { type: 'wager', amountCents: 1000 });
    const session = await openSession();
    for (let i = 0; i < 10; i++) expect((await spin(session.url, 100)).statusCode).toBe(200);
    const refused = await spin(session.url, 10);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { limit: ['wager'] } });
    expect(platform.db.prepare('SELECT SUM(bet_cents) FROM game_rounds').pluck().get()).toBe(1000);
  });

  it('wager limit: a single bet one minor unit over the limit is refused', async () => {
    activateLimit(platform.db, player.playerId, { type: 'wager', amountCents: 999 });
    const session = await openSession();
    expect((await spin(session.url, 1000)).json()).toEqual({ errors: { limit: ['wager'] } });
    expect((await spin(session.url, 990)).statusCode).toBe(200);
  });

  it('loss limit: a bet that exactly reaches it is accepted even when the round loses', async () => {
    activateLimit(platform.db, player.playerId, { type: 'loss', amountCents: 1000 });
    const session = await openSession();
    forceNextRound(session.session_id, 1000, 'loses');
    const accepted = await spin(session.url, 1000);
    expect(accepted.statusCode).toBe(200);
    expect(spinResponseSchema.parse(accepted.json()).win_cents).toBe(0);
    // The limit is now used up: the smallest bet is refused.
    expect((await spin(session.url, 10)).json()).toEqual({ errors: { limit: ['loss'] } });
  });

  it('loss limit: a single bet one minor unit over the limit is refused', async () => {
    activateLimit(platform.db, player.playerId, { type: 'loss', amountCents: 999 });
    const session = await openSession();
    expect((await spin(session.url, 1000)).json()).toEqual({ errors: { limit: ['loss'] } });
  });

  it('a refused bet changes no balance, ledger row, round row, nor the next outcome', async () => {
    activateLimit(platform.db, player.playerId, { type: 'wager', amountCents: 500 });
    const session = await openSession();
    expect((await spin(session.url, 100)).statusCode).toBe(200);
    const before = snapshot(session.session_id);
    const nextReels = slotRound(before.session.rng_seed, session.session_id, before.session.rounds_played + 1, 100).base.window;
    for (const bet of [500, 1000, 5000]) expect((await spin(session.url, bet)).json()).toEqual({ errors: { limit: ['wager'] } });
    expect(snapshot(session.session_id)).toEqual(before);
    const next = spinResponseSchema.parse((await spin(session.url, 100)).json());
    expect(next.reels).toEqual(nextReels);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });

  it('a refusal does not depend on the outcome: over the limit is refused on a winning draw, within it accepted on a losing one', async () => {
    activateLimit(platform.db, player.playerId, { type: 'loss', amountCents: 100 });
    const session = await openSession();
    forceNextRound(session.session_id, 200, 'wins');
    expect((await spin(session.url, 200)).json()).toEqual({ errors: { limit: ['loss'] } });
    forceNextRound(session.session_id, 100, 'loses');
    const accepted = spinResponseSchema.parse((await spin(session.url, 100)).json());
    expect(accepted.win_cents).toBe(0);
  });
});
