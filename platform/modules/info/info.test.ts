import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clientContextSchema,
  countriesInfoSchema,
  currenciesInfoSchema,
  localesInfoSchema,
  playerFieldsInfoSchema,
  projectInfoSchema,
  statusesInfoSchema,
} from '../../../schemas/wire/info';
import { cryptoExchangeRateSchema } from '../../../schemas/wire/money';
import { currentIpSchema } from '../../../schemas/wire/player';
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../../../config/currencies';
import * as z from 'zod/mini';
import { rulesFromSpecs, validateFields } from '../../../schemas/validation';
import { startTestPlatform, type TestPlatform } from '../accounts/test-platform';


let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(() => platform.close());

const get = async (url: string, headers: Record<string, string> = {}) => (await platform.app.inject({ method: 'GET', url, headers })).json();

describe('reference data', () => {
  it('crypto exchange rates: one demo row per crypto × fiat currency, with the fee', async () => {
    const rates = z.array(cryptoExchangeRateSchema).parse(await get('/api/info/crypto_exchange_rates'));
    expect(rates).toHaveLength(CRYPTO_CURRENCIES.length * FIAT_CURRENCIES.length);
    expect(new Set(rates.map((r) => `${r.currency}/${r.fiat}`)).size).toBe(rates.length);
    expect(rates.find((r) => r.currency === 'BTC' && r.fiat === 'EUR')).toEqual({ currency: 'BTC', fiat: 'EUR', rate: 60_000, fee_percent: 1 });
    expect(rates.every((r) => r.rate > 0)).toBe(true);
  });

  it('currencies: every configured code, EUR default, JPY 1, crypto 10^8', async () => {
    const currencies = currenciesInfoSchema.parse(await get('/api/info/currencies'));
    expect(currencies.filter((c) => c.default).map((c) => c.code)).toEqual(['EUR']);
    expect(currencies.find((c) => c.code === 'JPY')!.subunits_to_unit).toBe(1);
    expect(currencies.find((c) => c.code === 'BTC')).toMatchObject({ fiat: false, subunits_to_unit: 100_000_000 });
  });

  it('countries carry their restriction', async () => {
    const countries = countriesInfoSchema.parse(await get('/api/info/countries'));
    const byCode = Object.fromEntries(countries.map((c) => [c.code, c]));
    for (const code of ['BY', 'CW', 'EE', 'LV', 'PL', 'RU', 'UA', 'CY']) expect(byCode[code]!.restriction).toBe('full');
    expect(byCode.FR!.restriction).toBe('partial');
    expect(byCode.AU).toMatchObject({ restriction: null, default_currency: 'AUD' });
  });

  it('statuses, locales, project', async () => {
    expect(statusesInfoSchema.parse(await get('/api/info/statuses')).map((s) => s.id)).toEqual([1117, 257, 258, 259, 255, 759]);
    expect(localesInfoSchema.parse(await get('/api/info/locales'))).toHaveLength(9);
    expect(projectInfoSchema.parse(await get('/api/info/project', { 'x-country-code': 'EE' })).license).toBe('EE');
  });

  it('fields-info per context; the rules as data validate like the platform', async () => {
    const deposit = playerFieldsInfoSchema.parse(await get('/api/info/player_fields?context=deposit'));
    expect(deposit.fields.filter((f) => f.required).map((f) => f.name)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'date_of_birth', 'mobile_phone', 'country', 'city', 'address', 'postal_code']),
    );
    const rules = Object.fromEntries(deposit.fields.map((f) => [f.name, rulesFromSpecs(f.rules)]));
    expect(validateFields({ country: 'AU', postal_code: '12345' }, rules).postal_code).toEqual({ key: 'postalCodeInvalid' });
    const registration = playerFieldsInfoSchema.parse(await get('/api/info/player_fields?context=registration'));
    expect(registration.fields.map((f) => f.name)).toContain('terms_acceptance');
    expect((await platform.app.inject({ method: 'GET', url: '/api/info/player_fields?context=nope' })).statusCode).toBe(422);
  });

  it('an EE visitor must be 21', async () => {
    const fields = playerFieldsInfoSchema.parse(await get('/api/info/player_fields?context=game_provider', { 'x-country-code': 'EE' }));
    expect(fields.fields.find((f) => f.name === 'date_of_birth')!.rules).toContainEqual({ rule: 'birthDate', licence: 'EE' });
  });

  it('current_ip and client-context reflect the visitor', async () => {
    expect(currentIpSchema.parse(await get('/api/current_ip', { 'x-country-code': 'AU' })).country_code).toBe('AU');
    const context = clientContextSchema.parse(await get('/client-context', { 'x-country-code': 'NL', 'accept-language': 'it' }));
    expect(context).toMatchObject({ country_code: 'NL', restriction: 'partial', locale: 'it', signed_in: false, license: 'CW' });
  });
});
