import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { currentPlayerId } from '../../auth/sessions';
import { visitorCountry } from '../../geo';
import { parseOr422 } from '../../http/validation';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { LOCALES } from '../../../config/locales';
import { z } from 'zod';
import { playerFieldContextSchema, type ClientContext, type ProjectInfo } from '../../../schemas/wire/info';
import { findPlayerById, requestLocale } from '../accounts/public';
import { COUNTRIES, countryRestriction, defaultCurrencyFor, licenceFor } from './countries';
import { cryptoExchangeRates } from './crypto-rates';
import { CURRENCIES } from './currencies';
import { playerFields } from './player-fields';
import { projectApps } from './project-apps';
import { VIP_STATUSES } from './vip-statuses';

const LOCALE_NAMES: Record<string, string> = {
  en: 'English', de: 'Deutsch', 'en-AU': 'English (Australia)', 'en-CA': 'English (Canada)', 'fr-CA': 'Français (Canada)',
  'en-NZ': 'English (New Zealand)', no: 'Norsk', it: 'Italiano', 'en-KW': 'English (Kuwait)',
};

const playerFieldsQuerySchema = z.object({ context: z._default(playerFieldContextSchema, 'edition') });

export function registerInfoRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const countryOf = (request: Parameters<typeof visitorCountry>[0]) => visitorCountry(request, ctx.config);

  app.get('/api/info/currencies', async () => CURRENCIES);
  app.get('/api/info/countries', async () => COUNTRIES);
  app.get('/api/info/statuses', async () => VIP_STATUSES);
  // Demo values (crypto-rates.ts): display only, never used to move money.
  app.get('/api/info/crypto_exchange_rates', async () => cryptoExchangeRates());
  app.get('/api/info/locales', async () => LOCALES.map((code) => ({ code, name: LOCALE_NAMES[code] ?? code, default: code === 'en' })));

  app.get('/api/info/project', async (request): Promise<ProjectInfo> => ({
    name: 'Croupier',
    license: licenceFor(countryOf(request)),
    default_currency: DEFAULT_CURRENCY,
    default_locale: 'en',
    // §2: sports only on the betting hosts, never for Estonia (project-apps.ts).
    apps: projectApps(db, request, countryOf(request)),
  }));

  // The fields of a signed-in player follow their own licence (EE: adult at 21); a guest's follow the visitor's country.
  app.get('/api/info/player_fields', async (request, reply) => {
    const query = parseOr422(playerFieldsQuerySchema, request.query, reply);
    if (!query) return;
    const playerId = currentPlayerId(db, request);
    const country = playerId !== null ? (findPlayerById(db, playerId)?.country ?? null) : countryOf(request);
    return { context: query.context, fields: playerFields(query.context, licenceFor(country)) };
  });

  app.get('/api/current_ip', async (request) => ({ ip: request.ip, country_code: countryOf(request) }));

  app.get('/client-context', async (request): Promise<ClientContext> => {
    const country = countryOf(request);
    const playerId = currentPlayerId(db, request);
    const player = playerId !== null ? findPlayerById(db, playerId) : undefined;
    return {
      country_code: country,
      restriction: countryRestriction(country),
      license: licenceFor(player?.country ?? country),
      locale: requestLocale(request, player?.language),
      signed_in: player !== undefined,
      default_currency: defaultCurrencyFor(country, DEFAULT_CURRENCY),
    };
  });
}
