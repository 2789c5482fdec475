import { describe, expect, it } from 'vitest';
import { blockedBin, cardExpiry, cardNumber, iban, ibanGroup, luhnValid } from './payment-rules';

const check = (rule: (v: unknown, all: Record<string, unknown>) => unknown, value: unknown) => rule(value, {});

describe('payment rules', () => {
  it('iban: letters, digits and spaces; LT flags group 1101', () => {
    expect(check(iban(), 'DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(check(iban(), 'DE89-3704')).toEqual({ key: 'ibanInvalid' });
    expect(ibanGroup('LT12 1000 0111 0100 1000')).toBe(1101);
    expect(ibanGroup('lt12')).toBe(1101);
    expect(ibanGroup('DE89')).toBeNull();
  });

  it('card number: Luhn over 12-19 digits', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(check(cardNumber(), '4111 1111 1111 1111')).toBeNull();
    expect(check(cardNumber(), '4111111111111112')).toEqual({ key: 'cardNumberInvalid' });
    expect(check(cardNumber(), '41111111111')).toEqual({ key: 'cardNumberInvalid' }); // 11 digits
    expect(check(cardNumber(), '4111abcd11111111')).toEqual({ key: 'cardNumberInvalid' });
  });

  it('blocked BIN checks only from six digits; the default list is empty', () => {
    expect(check(blockedBin(['411111']), '41111')).toBeNull();
    expect(check(blockedBin(['411111']), '411111')).toEqual({ key: 'bankNotPossible' });
    expect(check(blockedBin(), '4111111111111111')).toBeNull();
  });

  it('card expiry MM/YY: month 1-12, this month still valid', () => {
    const now = () => new Date(Date.UTC(2025, 5, 30)); // June 2025
    expect(check(cardExpiry(now), '06/25')).toBeNull();
    expect(check(cardExpiry(now), '05/25')).toEqual({ key: 'cardExpired' });
    expect(check(cardExpiry(now), '12/24')).toEqual({ key: 'cardExpired' });
    expect(check(cardExpiry(now), '01/26')).toBeNull();
    expect(check(cardExpiry(now), '13/26')).toEqual({ key: 'expirationInvalid' });
    expect(check(cardExpiry(now), '00/26')).toEqual({ key: 'expirationInvalid' });
    expect(check(cardExpiry(now), '1/26')).toEqual({ key: 'expirationInvalid' });
  });
});
