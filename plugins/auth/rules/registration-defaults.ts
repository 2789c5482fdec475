import { DEFAULT_CURRENCY } from '@config/limits';
import type { CountryInfo, CurrencyInfo, PlayerFieldInfo } from '@schemas/wire/info';

export type RegistrationValues = Record<string, string | boolean>;

/**
 * Initial values of the sign-up form: the visitor's country when it may register, its currency when the
 * site offers it, else the site's default currency, else the platform's (spec part 1 §9: EUR).
 */
export function registrationDefaults(
  fields: readonly PlayerFieldInfo[],
  countries: readonly CountryInfo[],
  currencies: readonly CurrencyInfo[],
  visitorCountry: string,
  siteCurrency?: string,
): RegistrationValues {
  const values: RegistrationValues = {};
  for (const field of fields) values[field.name] = field.type === 'boolean' ? false : '';
  const country = countries.find((c) => c.code === visitorCountry && c.restriction !== 'full');
  if ('country' in values && country) values.country = country.code;
  if ('currency' in values) values.currency = currencyFor(country?.code ?? null, countries, currencies, siteCurrency);
  return values;
}

/** The visitor's country's currency when offered, else the site's default (`defaultCurrency`), else the platform's. */
export function currencyFor(countryCode: string | null, countries: readonly CountryInfo[], currencies: readonly CurrencyInfo[], siteCurrency?: string): string {
  const offered = (code: string | null | undefined) => (code && currencies.some((c) => c.code === code) ? code : null);
  return offered(countries.find((c) => c.code === countryCode)?.default_currency) ?? offered(siteCurrency) ?? currencies.find((c) => c.default)?.code ?? DEFAULT_CURRENCY;
}
