import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameSessionResponseSchema, spinResponseSchema } from '../../../schemas/wire/game-session';
import { checkLedger, countRows, createSignedInPlayer, credit, insertGame, makePlatform, type SignedIn } from '../../../tests/platform/helpers';
import { randomStream } from './engines/random-stream';
import { SLOT_FAMILIES } from './engines/slot-families';
import { playSlotRound } from './engines/slot-round';

const limits = vi.hoisted(() => ({ bet: null as string | null }));
vi.mock('../limits/enforce', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  limitBlockingBet: () => limits.bet,
}));

describe('game sessions and slot spins', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let player: SignedIn;
  beforeEach(async () => {
    platform = await makePlatform();
    player = createSignedInPlayer(platform.db);
    // A high-volatility slot: Pharaoh's Fortune, 10 lines.
    insertGame(platform.db, { provider: 'croupier-test', slug: 'lucky-reels', title: 'Lucky Reels', currencies: ['EUR', 'USD'], categories: ['slots'], volatility: 'high' });
    insertGame(platform.db, { provider: 'croupier-test', slug: 'no-demo', hasDemoMode: false, currencies: ['EUR'] });
    limits.bet = null;
  });
  afterEach(() => platform.close());

  const start = (slug: string, body: unknown, headers: Record<string, string> = player.headers) =>
    platform.app.inject({ method: 'POST', url: `/api/games/croupier-test/${slug}/session`, headers, payload: JSON.stringify(body) });
  const spin = (url: string, bet: unknown, headers: Record<string, string> = player.headers) =>
    platform.app.inject({ method: 'POST', url: `${url}/spin`, headers, payload: JSON.stringify({ bet_cents: bet }) });

  it('demo: guests play session money, every round is recorded without the ledger', async () => {
    const ledgerBefore = countRows(platform.db, 'ledger');
    const started = await start('lucky-reels', { mode: 'demo' }, { 'content-type': 'application/json' });
    expect(started.statusCode).toBe(201);
    const session = gameSessionResponseSchema.parse(started.json());
    expect(session.currency).toBe('FUN');
    expect(session.url).toBe(`/game-studio/${session.session_id}`);
    const page = await platform.app.inject({ method: 'GET', url: session.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Lucky Reels');
    expect(page.body).toContain('data-family="pharaohs-fortune"');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    // Its scripts run by hash: no 'unsafe-inline' for scripts, and the hashes are those of its scripts.
    const policy = String(page.headers['content-security-policy']);
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const script of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    let last = 200_000;
    for (let i = 0; i < 20; i++) {
      const result = spinResponseSchema.parse((await spin(session.url, 100, { 'content-type': 'application/json' })).json());
      expect(result.balance_cents).toBe(last - 100 + result.win_cents);
      expect(result.reels).toHaveLength(5);
      expect(result.family).toBe('pharaohs-fortune');
      last = result.balance_cents;
    }
    expect(countRows(platform.db, 'game_rounds')).toBe(20);
    expect(platform.db.prepare("SELECT COUNT(*) FROM game_rounds WHERE player_id IS NULL AND mode = 'demo' AND kind = 'slot' AND status = 'finished'").pluck().get()).toBe(20);
    expect(countRows(platform.db, 'ledger')).toBe(ledgerBefore);
  });

  it('demo needs has_demo_mode; real needs sign-in and the currency', async () => {
    expect((await start('no-demo', { mode: 'demo' })).json()).toEqual({ errors: { mode: expect.any(Array) } });
    expect((await start('lucky-reels', { mode: 'real' }, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await start('lucky-reels', { mode: 'real', currency: 'BTC' })).statusCode).toBe(422);
    expect((await start('missing', { mode: 'demo' })).statusCode).toBe(404);
    expect((await start('lucky-reels', { mode: 'fun' })).statusCode).toBe(422);
  });

  it('real: debits and credits through the ledger, refuses overspending and limits; the round replays from its seed', async () => {
    credit(platform.db, player.playerId, 'EUR', 1000);
    const session = gameSessionResponseSchema.parse((await start('lucky-reels', { mode: 'real' })).json());
    expect(session).toMatchObject({ mode: 'real', currency: 'EUR' });
    const round = spinResponseSchema.parse((await spin(session.url, 500)).json());
    expect(round.balance_cents).toBe(500 + round.win_cents);
    expect((await spin(session.url, 15)).json()).toEqual({ errors: { bet_cents: ['must be a multiple of 10'] } });
    const other = createSignedInPlayer(platform.db);
    expect((await spin(session.url, 100, other.headers)).statusCode).toBe(401);
    limits.bet = 'loss';
    const limited = await spin(session.url, 100);
    expect(limited.json()).toEqual({ errors: { limit: ['loss'] } });
    limits.bet = null;
    const rich = round.balance_cents;
    const over = await spin(session.url, rich + 10 - (rich % 10));
    expect(over.json()).toEqual({ errors: { bet_cents: ['exceeds the balance'] } });
    expect(countRows(platform.db, 'game_rounds')).toBe(1);
    const row = platform.db.prepare('SELECT * FROM game_rounds').get() as Record<string, unknown>;
    expect(row).toMatchObject({ player_id: player.playerId, mode: 'real', currency: 'EUR', bet_cents: 500, win_cents: round.win_cents, kind: 'slot', status: 'finished' });
    expect(row.nonce).toBe(`${session.session_id}:1`);
    expect(row.balance_after_cents).toBe(round.balance_cents);
    // The recorded seed and nonce replay the round exactly.
    const replay = playSlotRound(SLOT_FAMILIES['pharaohs-fortune'], 500, randomStream(row.seed as string, row.nonce as string));
    expect(replay.base.window).toEqual(round.reels);
    expect(replay.win_cents).toBe(round.win_cents);
    expect(JSON.parse(row.outcome as string)).toMatchObject({ family: 'pharaohs-fortune', base: { reels: round.reels } });
    expect(checkLedger(platform.db).ok).toBe(true);
  });

  it('a session of another kind has no spin', async () => {
    insertGame(platform.db, { provider: 'croupier-test', slug: 'euro-roulette', currencies: ['EUR'], categories: ['table'] });
    credit(platform.db, player.playerId, 'EUR', 1000);
    const session = gameSessionResponseSchema.parse((await start('euro-roulette', { mode: 'real' })).json());
    expect((await spin(session.url, 100)).statusCode).toBe(404);
  });
});
