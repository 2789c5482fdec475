import { describe, expect, it } from 'vitest';
import type { UserLimit } from '@schemas/wire/limits';
import { missingFields, reachedLimit, resolveMode } from '../launch-rules';

const limit = (overrides: Partial<UserLimit>): UserLimit => ({
  id: 1, type: 'deposit', period: 'day', status: 'active', strategy: 'limit', created_at: '2026-01-01T00:00:00Z', disable_at: null, confirm_until: null,
  accounts: [{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 2_000, active_until: '2026-01-02T00:00:00Z' }],
  ...overrides,
});
const now = Date.parse('2026-01-01T12:00:00Z');

describe('game route rules', () => {
  it('resolves the mode from the query and the visitor', () => {
    expect(resolveMode('Demo', false, true)).toBe('Demo');
    expect(resolveMode('real', true, true)).toBe('Real');
    expect(resolveMode('Real', false, true)).toBe('sign-up');
    expect(resolveMode(null, false, true)).toBe('Demo');
    expect(resolveMode(null, false, false)).toBe('sign-up');
    expect(resolveMode(null, true, true)).toBe('Real');
  });

  it('finds a reached limit: a used-up amount or an active lock; unconfirmed ones do not count', () => {
    expect(reachedLimit([limit({})], now)).toBeNull();
    const used = limit({ accounts: [{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 10_000, active_until: null }] });
    expect(reachedLimit([used], now)).toBe(used);
    expect(reachedLimit([{ ...used, status: 'unconfirmed' }], now)).toBeNull();
    expect(reachedLimit([{ ...used, status: 'other' }], now)).toBeNull();
    expect(reachedLimit([{ ...used, type: 'other' }], now)).toEqual({ ...used, type: 'other' });
    const lock = limit({ type: 'cooling_off', strategy: 'lock', accounts: [{ currency: null, amount_cents: 0, current_value_amount_cents: 0, active_until: '2026-01-03T00:00:00Z' }] });
    expect(reachedLimit([lock], now)).toBe(lock);
    expect(reachedLimit([lock], Date.parse('2026-02-01T00:00:00Z'))).toBeNull();
  });

  it('lists required fields the player left empty', () => {
    const fields = [
      { name: 'first_name', type: 'string' as const, required: true, editable: true, rules: [] },
      { name: 'city', type: 'string' as const, required: true, editable: true, rules: [] },
      { name: 'nickname', type: 'string' as const, required: false, editable: true, rules: [] },
    ];
    expect(missingFields(fields, { first_name: 'Ada', city: ' ', nickname: null })).toEqual(['city']);
  });
});
