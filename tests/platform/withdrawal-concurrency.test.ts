import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsSchema } from '../../schemas/wire/player';
import { cardRequest, checkLedger, createSignedInPlayer, credit, makePlatform, type SignedIn } from './helpers';

/**
 * Issue 15: a player firing withdrawals at once (double clicks, several tabs) over real HTTP can never take
 * out more than `available_to_cashout_cents`, and the ledger still adds up to the balance afterwards.
 */
describe('50 parallel withdrawals of one player', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let base: string;
  let player: SignedIn;

  beforeAll(async () => {
    platform = await makePlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
    player = createSignedInPlayer(platform.db);
  });
  afterAll(() => platform.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = player.headers) =>
    fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const available = async () => {
    const accounts = accountsSchema.parse(await (await fetch(`${base}/api/player/accounts`, { headers: { cookie: player.cookie } })).json());
    return accounts.find((a) => a.currency === 'EUR')!.available_to_cashout_cents;
  };

  it('never exceed available_to_cashout_cents, and the ledger sums to the balance', async () => {
    credit(platform.db, player.playerId, 'EUR', 23_500);
    const before = await available();
    expect(before).toBe(23_500);
    // 50 × €20 = €1,000 asked for, €235 there: exactly 11 can pass.
    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await post('/api/player/payments/cashout', cardRequest(2000));
        return { status: response.status, body: (await response.json()) as { errors?: Record<string, string[]> } };
      }),
    );
    expect(results.every((r) => r.status === 201 || r.status === 422)).toBe(true);
    const passed = results.filter((r) => r.status === 201).length;
    expect(passed).toBe(11);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.errors?.amount_cents?.[0] === 'Not enough money')).toBe(true);
    expect(passed * 2000).toBeLessThanOrEqual(before);
    expect(await available()).toBe(before - passed * 2000);
    const reserved = platform.db
      .prepare("SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE player_id = ? AND action = 'cashout' AND state = 'pending'")
      .pluck()
      .get(player.playerId);
    expect(reserved).toBe(passed * 2000);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });

  it('the same with one Idempotency-Key: one withdrawal, the others answer it', async () => {
    const other = createSignedInPlayer(platform.db);
    credit(platform.db, other.playerId, 'EUR', 10_000);
    const headers = { ...other.headers, 'idempotency-key': 'double-click' };
    const answers = await Promise.all(Array.from({ length: 20 }, async () => (await post('/api/player/payments/cashout', cardRequest(2000), headers)).json() as Promise<{ id: number }>));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(platform.db.prepare('SELECT amount_cents FROM wallet_accounts WHERE player_id = ?').pluck().get(other.playerId)).toBe(8000);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });
});
