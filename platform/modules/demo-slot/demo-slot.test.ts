import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameSessionResponseSchema, spinResponseSchema } from '../../../schemas/wire/game-session';
import { checkLedger, countRows, createSignedInPlayer, credit, insertGame, makePlatform, type SignedIn } from '../../../tests/platform/helpers';
import { evaluate, theoreticalRtp } from './paytable';
import { drawWindow, newRngSeed } from './rng';

const limits = vi.hoisted(() => ({ bet: null as string | null }));
vi.mock('../limits/enforce', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  limitBlockingBet: () => limits.bet,
}));

describe('slot maths', () => {
  it('returns about 96 % in theory and in a long simulation', () => {
    expect(theoreticalRtp()).toBeGreaterThan(0.955);
    expect(theoreticalRtp()).toBeLessThan(0.965);
    const seed = newRngSeed();
    let bet = 0;
    let won = 0;
    for (let round = 1; round <= 200_000; round++) {
      bet += 100;
      won += evaluate(drawWindow(seed, 'sim', round), 100).reduce((s, w) => s + w.win_cents, 0);
    }
    expect(won / bet).toBeGreaterThan(0.9);
    expect(won / bet).toBeLessThan(1.02);
  });

  it('is reproducible from the seed', () => {
    expect(drawWindow('seed', 's', 7)).toEqual(drawWindow('seed', 's', 7));
    expect(drawWindow('seed', 's', 7)).not.toEqual(drawWindow('seed', 's', 8));
  });
});

describe('game sessions and spins', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let player: SignedIn;
  beforeEach(async () => {
    platform = await makePlatform();
    player = createSignedInPlayer(platform.db);
    insertGame(platform.db, { provider: 'croupier-test', slug: 'lucky-reels', title: 'Lucky Reels', currencies: ['EUR', 'USD'] });
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
    const page = await platform.app.inject({ method: 'GET', url: session.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Lucky Reels');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    // Its one script runs by hash: no 'unsafe-inline' for scripts, and the hash is the script's.
    const policy = String(page.headers['content-security-policy']);
    const scriptSource = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain(`'sha256-${createHash('sha256').update(scriptSource).digest('base64')}'`);
    let last = 200_000;
    for (let i = 0; i < 20; i++) {
      const result = spinResponseSchema.parse((await spin(session.url, 100, { 'content-type': 'application/json' })).json());
      expect(result.balance_cents).toBe(last - 100 + result.win_cents);
      expect(result.reels).toHaveLength(5);
      last = result.balance_cents;
    }
    expect(countRows(platform.db, 'game_rounds')).toBe(20);
    expect(platform.db.prepare('SELECT COUNT(*) FROM game_rounds WHERE player_id IS NULL AND mode = ?').pluck().get('demo')).toBe(20);
    expect(countRows(platform.db, 'ledger')).toBe(ledgerBefore);
  });

  it('demo needs has_demo_mode; real needs sign-in and the currency', async () => {
    expect((await start('no-demo', { mode: 'demo' })).json()).toEqual({ errors: { mode: expect.any(Array) } });
    expect((await start('lucky-reels', { mode: 'real' }, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await start('lucky-reels', { mode: 'real', currency: 'BTC' })).statusCode).toBe(422);
    expect((await start('missing', { mode: 'demo' })).statusCode).toBe(404);
    expect((await start('lucky-reels', { mode: 'fun' })).statusCode).toBe(422);
  });

  it('real: debits and credits through the ledger, refuses overspending and limits', async () => {
    credit(platform.db, player.playerId, 'EUR', 1000);
    const session = gameSessionResponseSchema.parse((await start('lucky-reels', { mode: 'real' })).json());
    expect(session).toMatchObject({ mode: 'real', currency: 'EUR' });
    const round = spinResponseSchema.parse((await spin(session.url, 500)).json());
    expect(round.balance_cents).toBe(500 + round.win_cents);
    expect((await spin(session.url, 15)).statusCode).toBe(422); // not a multiple of the lines
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
    const row = platform.db.prepare('SELECT player_id, mode, currency, bet_cents, win_cents FROM game_rounds').get();
    expect(row).toEqual({ player_id: player.playerId, mode: 'real', currency: 'EUR', bet_cents: 500, win_cents: round.win_cents });
    expect(checkLedger(platform.db).ok).toBe(true);
  });
});
