import type { AddressInfo } from 'node:net';
import { randomStream } from '../../platform/modules/game-studio/engines/random-stream';
import { SLOT_FAMILIES } from '../../platform/modules/game-studio/engines/slot-families';
import { playSlotRound } from '../../platform/modules/game-studio/engines/slot-round';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLimit, checkLedger, createSignedInPlayer, credit, insertGame, makePlatform, type SignedIn } from './helpers';

/** 50 bets at once over real HTTP against one limit: each is checked in its own immediate transaction, so none slips past. */
describe('concurrent bets against a limit', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let base: string;

  beforeAll(async () => {
    platform = await makePlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
    insertGame(platform.db, { provider: 'croupier-test', slug: 'limit-race', currencies: ['EUR'], categories: ['slots'], volatility: 'high' });
  });
  afterAll(() => platform.close());

  async function fiftyBets(player: SignedIn, bet: number) {
    const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: player.headers, body: JSON.stringify(body) });
    const session = (await (await post('/api/games/croupier-test/limit-race/session', { mode: 'real', currency: 'EUR' })).json()) as { url: string };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(`${session.url}/spin`, { bet_cents: bet }).then(async (r) => ({ status: r.status, body: await r.json() }))),
    );
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const totals = platform.db
      .prepare('SELECT COALESCE(SUM(bet_cents), 0) AS wagered, COALESCE(SUM(bet_cents - win_cents), 0) AS net_loss FROM game_rounds WHERE player_id = ?')
      .get(player.playerId) as { wagered: number; net_loss: number };
    return { results, sessionId: session.url.split('/').pop()!, ...totals };
  }

  it('a wager limit admits exactly the bets that fit: 25 of 50, never more', async () => {
    const player = createSignedInPlayer(platform.db);
    credit(platform.db, player.playerId, 'EUR', 100_000);
    activateLimit(platform.db, player.playerId, { type: 'wager', amountCents: 2500 });
    const { results, wagered } = await fiftyBets(player, 100);
    expect(results.filter((r) => r.status === 200)).toHaveLength(25);
    expect(results.filter((r) => r.status === 422).every((r) => JSON.stringify(r.body) === '{"errors":{"limit":["wager"]}}')).toBe(true);
    expect(wagered).toBe(2500);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });

  it('a loss limit is never exceeded, whatever the rounds draw', async () => {
    const player = createSignedInPlayer(platform.db);
    credit(platform.db, player.playerId, 'EUR', 100_000);
    activateLimit(platform.db, player.playerId, { type: 'loss', amountCents: 1000 });
    const { results, net_loss, sessionId } = await fiftyBets(player, 200);
    expect(net_loss).toBeLessThanOrEqual(1000);
    // Refusals advance nothing, so the serialised bets play rounds 1, 2, … of the seed: replaying them one
    // by one gives exactly how many fit.
    const seed = platform.db.prepare('SELECT rng_seed FROM game_sessions WHERE id = ?').pluck().get(sessionId) as string;
    let lost = 0;
    let played = 0;
    for (let i = 0; i < 50; i++) {
      if (Math.max(0, lost) + 200 > 1000) continue;
      played++;
      lost += 200 - playSlotRound(SLOT_FAMILIES['pharaohs-fortune'], 200, randomStream(seed, `${sessionId}:${played}`)).win_cents;
    }
    expect(results.filter((r) => r.status === 200)).toHaveLength(played);
    expect(results.filter((r) => r.status === 422)).toHaveLength(50 - played);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });
});
