import { DEFAULT_CURRENCY } from '@config/limits';
import type { CountryInfo, CurrencyInfo, PlayerFieldInfo } from '@schemas/wire/info';

export type RegistrationValues = Record<string, string | boolean>;

/**
 * Initial values of the sign-up form: the visitor's country when it may register, its currency when the
 * site offers it, else the platform's default currency (spec part 1 §9: EUR).
 */
export function registrationDefaults(fields: readonly PlayerFieldInfo[], countries: readonly CountryInfo[], currencies: readonly CurrencyInfo[], visitorCountry: string): RegistrationValues {
  const values: RegistrationValues = {};
  for (const field of fields) values[field.name] = field.type === 'boolean' ? false : '';
  const country = countries.find((c) => c.code === visitorCountry && c.restriction !== 'full');
  if ('country' in values && country) values.country = country.code;
  if ('currency' in values) values.currency = currencyFor(country?.code ?? null, countries, currencies);
  return values;
}

export function currencyFor(countryCode: string | null, countries: readonly CountryInfo[], currencies: readonly CurrencyInfo[]): string {
  const wanted = countries.find((c) => c.code === countryCode)?.default_currency;
  if (wanted && currencies.some((c) => c.code === wanted)) return wanted;
  return currencies.find((c) => c.default)?.code ?? DEFAULT_CURRENCY;
}
