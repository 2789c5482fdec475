import { FULL_RESTRICTION_COUNTRIES } from '../../../config/limits';
import type { CountryInfo } from '../../../schemas/wire/info';

/**
 * Partial restriction (§6: guests get a geo notice, the client disables login and registration buttons).
 * The spec leaves the list to the platform; these are markets where a Curacao-licensed casino commonly may
 * not take players.
 */
export const PARTIAL_RESTRICTION_COUNTRIES = ['FR', 'NL', 'GB', 'US', 'ES'] as const;

// [code, English name, default currency]
const COUNTRY_ROWS: readonly [string, string, string][] = [
  ['AR', 'Argentina', 'USD'], ['AT', 'Austria', 'EUR'], ['AU', 'Australia', 'AUD'], ['BE', 'Belgium', 'EUR'],
  ['BG', 'Bulgaria', 'EUR'], ['BR', 'Brazil', 'BRL'], ['BY', 'Belarus', 'USD'], ['CA', 'Canada', 'CAD'],
  ['CH', 'Switzerland', 'EUR'], ['CL', 'Chile', 'USD'], ['CW', 'Curaçao', 'USD'], ['CY', 'Cyprus', 'EUR'],
  ['CZ', 'Czechia', 'EUR'], ['DE', 'Germany', 'EUR'], ['DK', 'Denmark', 'EUR'], ['EE', 'Estonia', 'EUR'],
  ['EG', 'Egypt', 'USD'], ['ES', 'Spain', 'EUR'], ['FI', 'Finland', 'EUR'], ['FR', 'France', 'EUR'],
  ['GB', 'United Kingdom', 'GBP'], ['GE', 'Georgia', 'USD'], ['GR', 'Greece', 'EUR'], ['HR', 'Croatia', 'EUR'],
  ['HU', 'Hungary', 'EUR'], ['IE', 'Ireland', 'EUR'], ['IN', 'India', 'INR'], ['IS', 'Iceland', 'EUR'],
  ['IT', 'Italy', 'EUR'], ['JP', 'Japan', 'JPY'], ['KW', 'Kuwait', 'USD'], ['KZ', 'Kazakhstan', 'KZT'],
  ['LT', 'Lithuania', 'EUR'], ['LU', 'Luxembourg', 'EUR'], ['LV', 'Latvia', 'EUR'], ['MT', 'Malta', 'EUR'],
  ['MX', 'Mexico', 'USD'], ['MY', 'Malaysia', 'USD'], ['NL', 'Netherlands', 'EUR'], ['NO', 'Norway', 'NOK'],
  ['NZ', 'New Zealand', 'NZD'], ['PE', 'Peru', 'USD'], ['PL', 'Poland', 'PLN'], ['PT', 'Portugal', 'EUR'],
  ['RO', 'Romania', 'EUR'], ['RS', 'Serbia', 'EUR'], ['RU', 'Russia', 'USD'], ['SE', 'Sweden', 'EUR'],
  ['SG', 'Singapore', 'USD'], ['SI', 'Slovenia', 'EUR'], ['SK', 'Slovakia', 'EUR'], ['TH', 'Thailand', 'USD'],
  ['TR', 'Türkiye', 'EUR'], ['UA', 'Ukraine', 'EUR'], ['US', 'United States', 'USD'], ['UY', 'Uruguay', 'USD'],
  ['VN', 'Vietnam', 'USD'], ['ZA', 'South Africa', 'USD'],
];

export function countryRestriction(code: string): CountryInfo['restriction'] {
  if ((FULL_RESTRICTION_COUNTRIES as readonly string[]).includes(code)) return 'full';
  if ((PARTIAL_RESTRICTION_COUNTRIES as readonly string[]).includes(code)) return 'partial';
  return null;
}

export const COUNTRIES: readonly CountryInfo[] = COUNTRY_ROWS.map(([code, name, currency]) => ({
  code,
  name,
  default_currency: currency,
  restriction: countryRestriction(code),
}));

export const COUNTRY_CODES: readonly string[] = COUNTRIES.map((c) => c.code);

export const isFullyRestricted = (code: string) => countryRestriction(code) === 'full';

export function defaultCurrencyFor(code: string | null | undefined, fallback: string): string {
  return COUNTRIES.find((c) => c.code === code)?.default_currency ?? fallback;
}

/** §1: the EE licence applies to Estonian visitors and players; everyone else is on the CW variant. */
export const licenceFor = (country: string | null | undefined): 'EE' | 'CW' => (country === 'EE' ? 'EE' : 'CW');
