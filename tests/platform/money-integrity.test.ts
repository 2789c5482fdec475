import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBalanceChange } from '../../platform/modules/wallet/balance';
import { createPayment } from '../../platform/modules/payments/create-payment';
import { transitionPayment } from '../../platform/modules/payments/state-machine';
import { seededRandom } from '../harness/seeded-random';
import { activateLimit, cardRequest, checkLedger, countRows, createSignedInPlayer, credit, makePlatform } from './helpers';

describe('money integrity', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  beforeAll(async () => {
    platform = await makePlatform();
  });
  afterAll(() => platform.close());

  it('two racing deposits with one idempotency key make one payment', async () => {
    const player = createSignedInPlayer(platform.db);
    const deposit = () =>
      platform.app.inject({
        method: 'POST',
        url: '/api/player/payments/deposit',
        headers: { ...player.headers, 'idempotency-key': 'same-click' },
        payload: cardRequest(5_000),
      });
    const answers = await Promise.all([deposit(), deposit(), deposit()]);
    const ids = new Set(answers.map((answer) => (answer.json() as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(platform.db.prepare('SELECT COUNT(*) FROM payments WHERE player_id = ?').pluck().get(player.playerId)).toBe(1);
  });

  it('deposits near a deposit limit: in-flight ones count, so two that fit alone cannot both pass', () => {
    const { playerId } = createSignedInPlayer(platform.db);
    activateLimit(platform.db, playerId, { type: 'deposit', amountCents: 10_000, currency: 'EUR' });
    const request = cardRequest(6_000);
    const first = createPayment(platform.ctx, playerId, 'deposit', request, null);
    const second = createPayment(platform.ctx, playerId, 'deposit', request, null);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, limit: 'deposit' });
    // A declined deposit frees its room again.
    if (first.ok) transitionPayment(platform.ctx, first.payment.id, 'declined', 'declined_by_provider');
    expect(createPayment(platform.ctx, playerId, 'deposit', request, null).ok).toBe(true);
  });

  it('after any sequence of movements the ledger sums to every balance (property, 40 seeded sequences)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = seededRandom(seed);
      const { playerId } = createSignedInPlayer(platform.db);
      credit(platform.db, playerId, 'EUR', 50_000);
      const pending: number[] = [];
      for (let step = 0; step < 60; step++) {
        const amount = 100 * (1 + Math.floor(next() * 200));
        const roll = next();
        if (roll < 0.3) applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: -amount, kind: 'bet', ref: `p:${seed}:${step}` });
        else if (roll < 0.5) applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: amount, kind: 'win', ref: `p:${seed}:${step}` });
        else if (roll < 0.6) applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: next() < 0.5 ? amount : -amount, kind: 'bonus_test', pocket: 'bonus' });
        else if (roll < 0.75) {
          const created = createPayment(platform.ctx, playerId, next() < 0.5 ? 'deposit' : 'cashout', cardRequest(Math.max(amount, 5_000)), null);
          if (created.ok) pending.push(created.payment.id);
        } else if (pending.length > 0) {
          const id = pending.splice(Math.floor(next() * pending.length), 1)[0]!;
          const to = (['succeeded', 'declined', 'canceled', 'rejected'] as const)[Math.floor(next() * 4)]!;
          transitionPayment(platform.ctx, id, to, to === 'succeeded' ? null : 'test');
        }
        const check = checkLedger(platform.db);
        expect(check.problems, `seed ${seed}, step ${step}`).toEqual([]);
      }
    }
    expect(countRows(platform.db, 'ledger')).toBeGreaterThan(1_000);
  });
});
