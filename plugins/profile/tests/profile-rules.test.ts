import { describe, expect, it } from 'vitest';
import { testPlayer } from '../../../tests/harness/fixtures';
import { limitRequest, limitRules, replacedLimit } from '../rules/limit-form';
import { missingCompletionFields, shouldOfferCompletion } from '../rules/profile-completion';
import { createSessionTimer, formatElapsed, SESSION_TIMER_KEY } from '../rules/session-timer';
import { validateFields } from '@schemas/validation';

describe('profile completion (spec part 1 §4)', () => {
  it('lists the empty fields of a fiat player only', () => {
    expect(missingCompletionFields(testPlayer())).toEqual([]);
    expect(missingCompletionFields(testPlayer({ mobile_phone: null, city: ' ' }))).toEqual(['mobile_phone', 'city']);
    expect(missingCompletionFields(testPlayer({ currency: 'BTC', mobile_phone: null }))).toEqual([]);
  });
  it('waits while the terms are not accepted', () => {
    expect(shouldOfferCompletion(testPlayer({ first_name: null, auth_fields_missed: ['terms_acceptance'] }))).toBe(false);
    expect(shouldOfferCompletion(testPlayer({ first_name: null }))).toBe(true);
  });
});

describe('limit form', () => {
  // The limit validation table (issue 24 item 5): each wrong amount gets the message that says what to change.
  const format = { money: (cents: number, currency: string) => `${cents / 100} ${currency}`, minutes: (n: number) => `${n} min` };
  const values = (type: string, amount: string) => ({ type, period: 'day', amount });
  const check = (type: 'deposit' | 'session' | 'cooling_off', amount: string, currency = 'EUR') =>
    validateFields(values(type, amount), limitRules(type, currency, format)).amount ?? null;
  it.each([
    ['deposit', '', { key: 'required' }],
    ['deposit', '12.345', { key: 'invalidValue' }],
    ['deposit', 'abc', { key: 'invalidValue' }],
    ['deposit', '0', { key: 'limitZero' }],
    ['deposit', '0.00', { key: 'limitZero' }],
    ['deposit', '-5', { key: 'limitNegative' }],
    ['deposit', '1000000.01', { key: 'limitTooLarge', values: { max: '1000000 EUR' } }],
    ['deposit', '99999999999999', { key: 'limitTooLarge', values: { max: '1000000 EUR' } }],
    ['deposit', '1000000', null],
    ['deposit', '50.5', null],
    ['session', '0', { key: 'limitZero' }],
    ['session', '-1', { key: 'limitNegative' }],
    ['session', '1441', { key: 'limitTooLarge', values: { max: '1440 min' } }],
    ['session', '1.5', { key: 'integer' }],
    ['session', '1440', null],
  ] as const)('%s %j → %j', (type, amount, expected) => {
    expect(check(type, amount)).toEqual(expected);
  });
  it('maximums are per currency', () => {
    expect(check('deposit', '10000000', 'NOK')).toBeNull();
    expect(check('deposit', '10000000', 'EUR')?.key).toBe('limitTooLarge');
    expect(validateFields(values('deposit', '21'), limitRules('deposit', 'BTC', format)).amount?.key).toBe('limitTooLarge');
    expect(validateFields(values('cooling_off', ''), limitRules('cooling_off', 'EUR', format))).toEqual({});
  });
  it('finds the limit a new one replaces: same type, period and currency, in force', () => {
    const limit = (type: string, period: string, status: string, currency: string | null) => ({ type, period, status, accounts: [{ currency }] }) as never;
    const limits = [limit('deposit', 'week', 'active', 'EUR'), limit('deposit', 'day', 'unconfirmed', 'EUR'), limit('session', 'day', 'active', null)];
    expect(replacedLimit(limits, { type: 'deposit', period: 'week' }, 'EUR')).toBe(limits[0]);
    expect(replacedLimit(limits, { type: 'deposit', period: 'day' }, 'EUR')).toBeNull();
    expect(replacedLimit(limits, { type: 'deposit', period: 'week' }, 'CAD')).toBeNull();
    expect(replacedLimit(limits, { type: 'session', period: 'day' }, 'EUR')).toBe(limits[2]);
    expect(replacedLimit(limits, { type: 'cooling_off', period: '24_hours' }, 'EUR')).toBeNull();
  });
  it('builds the wire request in minor units', () => {
    expect(limitRequest({ type: 'deposit', period: 'week', amount: '50.5' }, 'EUR')).toEqual({ type: 'deposit', period: 'week', amount_cents: 5050, currency: 'EUR' });
    expect(limitRequest({ type: 'session', period: 'day', amount: '90' }, 'EUR')).toEqual({ type: 'session', period: 'day', amount_cents: 90 });
    expect(limitRequest({ type: 'self_exclusion', period: '1_year', amount: '' }, 'EUR')).toEqual({ type: 'self_exclusion', period: '1_year' });
  });
});

describe('EE session timer (spec part 1 §4, §9)', () => {
  it('ticks every second, resumes from session storage and resets on logout', () => {
    const map = new Map<string, string>([[SESSION_TIMER_KEY, '41']]);
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    let tick: (() => void) | null = null;
    let interval = 0;
    const seen: number[] = [];
    const timer = createSessionTimer({
      storage,
      onTick: (s) => seen.push(s),
      setInterval: (fn, ms) => {
        tick = fn;
        interval = ms;
        return 1;
      },
      clearInterval: () => (tick = null),
    });
    timer.start();
    tick!();
    tick!();
    expect(interval).toBe(1000);
    expect(seen).toEqual([41, 42, 43]);
    expect(map.get(SESSION_TIMER_KEY)).toBe('43');
    timer.reset();
    expect(map.has(SESSION_TIMER_KEY)).toBe(false);
    expect(tick).toBeNull();
    expect(seen.at(-1)).toBe(0);
    expect(formatElapsed(3723)).toBe('01:02:03');
  });
});
