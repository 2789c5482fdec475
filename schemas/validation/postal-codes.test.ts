import { describe, expect, it } from 'vitest';
import { postalCode, postalCodeValid, stateFromPostalCode } from './postal-codes';

describe('postal codes', () => {
  it('country patterns', () => {
    expect(postalCodeValid('AU', '2000')).toBe(true);
    expect(postalCodeValid('AU', '200')).toBe(false);
    expect(postalCodeValid('CA', 'K1A 0B1')).toBe(true);
    expect(postalCodeValid('CA', 'k1a0b1')).toBe(true);
    expect(postalCodeValid('CA', 'K1A-0B1')).toBe(false);
    expect(postalCodeValid('DE', '10115')).toBe(true);
    expect(postalCodeValid('DE', '1011')).toBe(false);
    expect(postalCodeValid('NZ', '6011')).toBe(true);
    expect(postalCodeValid('NO', '0150')).toBe(true);
    expect(postalCodeValid('NO', '01500')).toBe(false);
    expect(postalCodeValid('IT', '00184')).toBe(true);
    expect(postalCodeValid('IT', '0018A')).toBe(false);
    expect(postalCodeValid('GB', 'SW1A 1AA')).toBe(true);
    expect(postalCodeValid(null, '!!')).toBe(false);
  });

  it('the rule reads the country from the form', () => {
    expect(postalCode()('12345', { country: 'DE' })).toBeNull();
    expect(postalCode()('1234', { country: 'DE' })).toEqual({ key: 'postalCodeInvalid' });
  });

  it('Australian ranges at every boundary', () => {
    const cases: [string, string | null][] = [
      ['0199', null], ['200', 'ACT'], ['0299', 'ACT'], ['300', null], ['799', null], ['800', 'NT'], ['0999', 'NT'],
      ['1000', 'NSW'], ['2599', 'NSW'], ['2600', 'ACT'], ['2618', 'ACT'], ['2619', 'NSW'], ['2899', 'NSW'],
      ['2900', 'ACT'], ['2920', 'ACT'], ['2921', 'NSW'], ['2999', 'NSW'], ['3000', 'VIC'], ['3999', 'VIC'],
      ['4000', 'QLD'], ['4999', 'QLD'], ['5000', 'SA'], ['5999', 'SA'], ['6000', 'WA'], ['6797', 'WA'],
      ['6798', null], ['6799', null], ['6800', 'WA'], ['6999', 'WA'], ['7000', 'TAS'], ['7999', 'TAS'],
      ['8000', 'VIC'], ['8999', 'VIC'], ['9000', 'QLD'], ['9999', 'QLD'], ['abcd', null],
    ];
    for (const [code, state] of cases) expect(stateFromPostalCode('AU', code), code).toBe(state);
  });

  it('Canadian first letters', () => {
    const cases: [string, string | null][] = [
      ['A1A 1A1', 'NL'], ['B3H', 'NS'], ['C1A', 'PE'], ['E1C', 'NB'], ['G1R', 'QC'], ['H2X', 'QC'], ['J4K', 'QC'],
      ['K1A', 'ON'], ['L5B', 'ON'], ['M5V', 'ON'], ['N2L', 'ON'], ['P3A', 'ON'], ['R3C', 'MB'], ['S4P', 'SK'],
      ['T2P', 'AB'], ['V6B', 'BC'], ['X1A', 'NT'], ['Y1A', 'YT'], ['D1A', null], ['', null], ['m5v', 'ON'],
    ];
    for (const [code, province] of cases) expect(stateFromPostalCode('CA', code), code).toBe(province);
  });

  it('other countries have no table', () => expect(stateFromPostalCode('DE', '10115')).toBeNull());
});
