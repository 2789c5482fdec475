import { describe, expect, it } from 'vitest';
import { limitMaxMinorUnits } from '../../config/rg-limits';
import { limitAmount, limitMinutes } from './limit-rules';
import { translateValidation } from './translate';

/** The shared limit amount rule (issue 24 item 5), in minor units as the platform receives them. */
describe('limit amounts', () => {
  it.each([
    ['EUR', 0, { key: 'limitZero' }],
    ['EUR', -1, { key: 'limitNegative' }],
    ['EUR', 1, null],
    ['EUR', 100_000_000, null],
    ['EUR', 100_000_001, { key: 'limitTooLarge', values: { max: '1,000,000 EUR' } }],
    ['EUR', 10.5, { key: 'integer' }],
    ['EUR', 'abc', { key: 'invalidValue' }],
    ['JPY', 150_000_000, null],
    ['JPY', 150_000_001, { key: 'limitTooLarge', values: { max: '150,000,000 JPY' } }],
    ['BTC', 2_000_000_000, null],
    ['BTC', 2_000_000_001, { key: 'limitTooLarge', values: { max: '20 BTC' } }],
  ] as const)('%s %j → %j', (currency, value, expected) => {
    expect(limitAmount(currency)(value, {})).toEqual(expected);
  });

  it('an unknown currency falls back to the euro figure, never above one money movement', () => {
    expect(limitMaxMinorUnits('XYZ')).toBe(100_000_000);
    for (const currency of ['EUR', 'NOK', 'INR', 'KZT', 'BTC', 'DOG']) expect(limitMaxMinorUnits(currency)).toBeLessThanOrEqual(1e12);
  });

  it('session minutes: 1 to 1440', () => {
    expect(limitMinutes()(0, {})).toEqual({ key: 'limitZero' });
    expect(limitMinutes()(1440, {})).toBeNull();
    expect(limitMinutes()(1441, {})).toEqual({ key: 'limitTooLarge', values: { max: '1440' } });
  });

  it('the messages are translated', () => {
    expect(translateValidation('de', 'limitNegative')).toBe('Der Betrag darf nicht negativ sein');
    expect(translateValidation('no', 'limitTooLarge', { max: '10 000 000 kr' })).toBe('Den høyeste grensen du kan sette er 10 000 000 kr');
    expect(translateValidation('fr-CA', 'passwordCommon')).toMatch(/trop courant/);
  });
});
