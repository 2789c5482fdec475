import { describe, expect, it } from 'vitest';
import { testPlayer } from '../../../tests/harness/fixtures';
import { limitRequest, limitRules } from '../rules/limit-form';
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
  it('checks money amounts in the player currency and session minutes', () => {
    const values = (type: string, amount: string) => ({ type, period: 'day', amount });
    expect(validateFields(values('deposit', ''), limitRules('deposit', 'EUR')).amount?.key).toBe('required');
    expect(validateFields(values('deposit', '12.345'), limitRules('deposit', 'EUR')).amount?.key).toBe('invalidValue');
    expect(validateFields(values('deposit', '0'), limitRules('deposit', 'EUR')).amount?.key).toBe('invalidValue');
    expect(validateFields(values('deposit', '50.5'), limitRules('deposit', 'EUR'))).toEqual({});
    expect(validateFields(values('session', '1441'), limitRules('session', 'EUR')).amount?.key).toBe('maxValue');
    expect(validateFields(values('cooling_off', ''), limitRules('cooling_off', 'EUR'))).toEqual({});
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
