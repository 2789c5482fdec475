import { describe, expect, it, vi } from 'vitest';
import type { PluginRuntime, RequestSpec } from '@core/index';
import { createCashboxApi } from '../api';
import { newIdempotencyKey } from '../rules/idempotency';

function fakeRuntime() {
  const request = vi.fn(async (_spec: RequestSpec<unknown>) => ({}));
  const runtime = { http: { request, requestList: vi.fn(async () => []) }, locale: { current: 'de' } } as unknown as PluginRuntime;
  return { runtime, request };
}

describe('cashbox api', () => {
  it('sends payments with their Idempotency-Key, never retried by the client', async () => {
    const { runtime, request } = fakeRuntime();
    const api = createCashboxApi(runtime);
    const body = { amount_cents: 5_000, currency: 'EUR', payment_system: 'visa' };
    await api.deposit(body, 'cashbox-1');
    await api.cashout(body, 'cashbox-2');
    const [deposit, cashout] = request.mock.calls.map(([spec]) => spec);
    expect(deposit).toMatchObject({ method: 'post', path: '/api/player/payments/deposit', json: body, headers: { 'Idempotency-Key': 'cashbox-1' }, searchParams: { l: 'de' } });
    expect(cashout).toMatchObject({ method: 'post', path: '/api/player/payments/cashout', headers: { 'Idempotency-Key': 'cashbox-2' } });
    expect(deposit?.retryWrites).toBeUndefined();
  });

  it('makes a fresh key per attempt', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    expect(newIdempotencyKey(() => 'abc')).toBe('cashbox-abc');
    expect([...keys].every((key) => key.length <= 128)).toBe(true);
  });

  it('wraps the risk details as the platform reads them (spec part 2 §7)', async () => {
    const { runtime, request } = fakeRuntime();
    await createCashboxApi(runtime).risk(9, { timezone: 'Europe/Berlin', screen: '1366x768' });
    expect(request.mock.calls[0]?.[0]).toMatchObject({ method: 'post', path: '/api/users/transaction', json: { transaction: { payment_id: 9, timezone: 'Europe/Berlin', screen: '1366x768' } } });
  });
});
