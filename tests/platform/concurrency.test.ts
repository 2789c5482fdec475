import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRequest, checkLedger, createSignedInPlayer, credit, insertGame, makePlatform, type SignedIn } from './helpers';

/** Many requests at once on one wallet over real HTTP: nothing is overspent and the ledger still adds up. */
describe('concurrent bets and withdrawals on one wallet', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let base: string;
  let player: SignedIn;
  const START = 20_000;

  beforeAll(async () => {
    platform = await makePlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
    player = createSignedInPlayer(platform.db);
    insertGame(platform.db, { provider: 'croupier-test', slug: 'race-slot', currencies: ['EUR'] });
    credit(platform.db, player.playerId, 'EUR', START);
  });
  afterAll(() => platform.close());

  it('50 parallel bets and 50 parallel withdrawals never overspend', async () => {
    const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: player.headers, body: JSON.stringify(body) });
    const session = await (await post('/api/games/croupier-test/race-slot/session', { mode: 'real' })).json();
    const requests = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? post(`${session.url}/spin`, { bet_cents: 1000 }).then(async (r) => ({ kind: 'bet' as const, status: r.status, body: await r.json() }))
        : post('/api/player/payments/cashout', cardRequest(2000)).then(async (r) => ({
            kind: 'cashout' as const,
            status: r.status,
            body: await r.json(),
          })),
    );
    const results = await Promise.all(requests);
    expect(results.every((r) => r.status < 500)).toBe(true);
    const bets = results.filter((r) => r.kind === 'bet' && r.status === 200);
    const cashouts = results.filter((r) => r.kind === 'cashout' && r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(bets.length + cashouts.length + refused.length).toBe(100);
    expect(refused.length).toBeGreaterThan(0); // 20,000 cannot cover 50,000 of bets and 100,000 of withdrawals

    const balance = platform.db.prepare('SELECT amount_cents FROM wallet_accounts WHERE player_id = ?').pluck().get(player.playerId) as number;
    const won = bets.reduce((s, r) => s + (r.body as { win_cents: number }).win_cents, 0);
    // The bets also climb the seeded quests, whose cash rewards are real money too (ledger kind quest_reward).
    const rewards = platform.db
      .prepare("SELECT COALESCE(SUM(delta_cents), 0) FROM ledger WHERE player_id = ? AND pocket = 'real' AND kind = 'quest_reward'")
      .pluck()
      .get(player.playerId) as number;
    expect(balance).toBe(START - bets.length * 1000 + won - cashouts.length * 2000 + rewards);
    expect(balance).toBeGreaterThanOrEqual(0);
    const rounds = platform.db.prepare('SELECT COUNT(*) FROM game_rounds WHERE player_id = ?').pluck().get(player.playerId);
    expect(rounds).toBe(bets.length);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });
});
