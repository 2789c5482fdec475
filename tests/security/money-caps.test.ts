import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BALANCE_MINOR_UNITS, MAX_MOVEMENT_MINOR_UNITS } from '../../config/limits';
import { applyBalanceChange, readWallet } from '../../platform/modules/wallet/balance';
import { checkLedger, countRows, createSignedInPlayer, makePlatform } from '../platform/helpers';

/** No amount or balance can leave JavaScript's safe integers: movements and balances are capped, refused with 422. */
describe('money caps', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  beforeAll(async () => {
    platform = await makePlatform();
  });
  afterAll(() => platform.close());

  it('refuses a movement above the cap and a balance past it, moving nothing', () => {
    const { db } = platform;
    const { playerId } = createSignedInPlayer(db);
    expect(applyBalanceChange(db, { playerId, currency: 'EUR', deltaCents: MAX_MOVEMENT_MINOR_UNITS + 1, kind: 'test_credit' })).toEqual({ ok: false, reason: 'invalid_amount' });
    expect(applyBalanceChange(db, { playerId, currency: 'EUR', deltaCents: 1e15, kind: 'test_credit' })).toEqual({ ok: false, reason: 'invalid_amount' });

    const rowsBefore = countRows(db, 'ledger');
    let credited = 0;
    while (credited + MAX_MOVEMENT_MINOR_UNITS <= MAX_BALANCE_MINOR_UNITS) {
      expect(applyBalanceChange(db, { playerId, currency: 'EUR', deltaCents: MAX_MOVEMENT_MINOR_UNITS, kind: 'test_credit' }).ok).toBe(true);
      credited += MAX_MOVEMENT_MINOR_UNITS;
    }
    expect(applyBalanceChange(db, { playerId, currency: 'EUR', deltaCents: 1, kind: 'test_credit' })).toEqual({ ok: false, reason: 'balance_cap' });
    expect(readWallet(db, playerId, 'EUR')!.amount_cents).toBe(MAX_BALANCE_MINOR_UNITS);
    expect(countRows(db, 'ledger') - rowsBefore).toBe(MAX_BALANCE_MINOR_UNITS / MAX_MOVEMENT_MINOR_UNITS);
    expect(checkLedger(db)).toEqual({ ok: true, problems: [] });
  });

  it('answers 422 to a payment request above the cap, creating nothing', async () => {
    const { app, db } = platform;
    const player = createSignedInPlayer(db);
    const before = countRows(db, 'payments');
    const response = await app.inject({
      method: 'POST',
      url: '/api/player/payments/deposit',
      headers: player.headers,
      payload: { amount_cents: 1e15, currency: 'EUR', payment_system: 'card' },
    });
    expect(response.statusCode).toBe(422);
    expect(countRows(db, 'payments')).toBe(before);
  });
});
