import { asText, fail, isEmpty, type FieldRule } from './types';

/** Postal code by country (§5), else a generic alphanumeric pattern. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  AU: /^\d{4}$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  DE: /^\d{5}$/,
  NZ: /^\d{4}$/,
  NO: /^\d{4}$/,
  IT: /^\d{5}$/,
};
const GENERIC_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function postalCodeValid(country: string | null | undefined, postcode: string): boolean {
  const pattern = (country && POSTAL_CODE_PATTERNS[country.toUpperCase()]) || GENERIC_POSTAL_CODE;
  return pattern.test(postcode.trim());
}

/** Reads the country from the same form (`countryField`), so one rule serves every country. */
export const postalCode = (countryField = 'country'): FieldRule => (value, values) =>
  isEmpty(value) || postalCodeValid(asText(values[countryField]), asText(value)) ? null : fail('postalCodeInvalid');

/** Australian postcode ranges to state (§5). Inclusive bounds. */
export const AU_POSTCODE_STATES: readonly { state: string; from: number; to: number }[] = [
  { state: 'NSW', from: 1000, to: 2599 },
  { state: 'NSW', from: 2619, to: 2899 },
  { state: 'NSW', from: 2921, to: 2999 },
  { state: 'ACT', from: 200, to: 299 },
  { state: 'ACT', from: 2600, to: 2618 },
  { state: 'ACT', from: 2900, to: 2920 },
  { state: 'VIC', from: 3000, to: 3999 },
  { state: 'VIC', from: 8000, to: 8999 },
  { state: 'QLD', from: 4000, to: 4999 },
  { state: 'QLD', from: 9000, to: 9999 },
  { state: 'SA', from: 5000, to: 5999 },
  { state: 'WA', from: 6000, to: 6797 },
  { state: 'WA', from: 6800, to: 6999 },
  { state: 'TAS', from: 7000, to: 7999 },
  { state: 'NT', from: 800, to: 999 },
];

/** Canadian first letter to province (§5), as the two-letter province codes. */
export const CA_LETTER_PROVINCES: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

export const STATE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AU: {
    NSW: 'New South Wales',
    ACT: 'Australian Capital Territory',
    VIC: 'Victoria',
    QLD: 'Queensland',
    SA: 'South Australia',
    WA: 'Western Australia',
    TAS: 'Tasmania',
    NT: 'Northern Territory',
  },
  CA: {
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    PE: 'Prince Edward Island',
    NB: 'New Brunswick',
    QC: 'Quebec',
    ON: 'Ontario',
    MB: 'Manitoba',
    SK: 'Saskatchewan',
    AB: 'Alberta',
    BC: 'British Columbia',
    NT: 'Northwest Territories',
    YT: 'Yukon',
  },
};

/**
 * The state code a postcode implies (§4: filled on login when the state is editable and empty), or `null`
 * for other countries and postcodes outside every range. Australian postcodes below 1000 may be written
 * with or without the leading zero ("0800" or "800").
 */
export function stateFromPostalCode(country: string | null | undefined, postcode: string | null | undefined): string | null {
  const code = (postcode ?? '').trim().toUpperCase();
  switch ((country ?? '').toUpperCase()) {
    case 'AU': {
      if (!/^\d{3,4}$/.test(code)) return null;
      const n = Number(code);
      return AU_POSTCODE_STATES.find((range) => n >= range.from && n <= range.to)?.state ?? null;
    }
    case 'CA':
      return CA_LETTER_PROVINCES[code.charAt(0)] ?? null;
    default:
      return null;
  }
}
