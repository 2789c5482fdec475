import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { isLocale } from '../../../config/locales';
import { isFeConfigKey, LOCALISED_FE_CONFIG_KEYS } from '../../../schemas/feconfig/index';
import type { ManagersConfig } from '../../../schemas/feconfig/vip.schema';
import { brandOf } from '../../brands';
import type { BannersConfig } from '../../../schemas/feconfig/banners-config.schema';
import { bannersAsOf } from './banner-timers';
import { readFeConfig } from './feconfig-store';

const managersRequestSchema = z.object({ userGroups: z.array(z.number().int()).max(500) });

/** Locale of a localised document: the `locale` header (spec §7), then `?l=`, then English. */
function requestedLocale(header: unknown, query: unknown): string {
  const candidate = typeof header === 'string' ? header : typeof query === 'string' ? query : 'en';
  return isLocale(candidate) ? candidate : 'en';
}

export function registerFeConfigRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get<{ Params: { key: string }; Querystring: { l?: string } }>('/api/fe/config/:key', async (request, reply) => {
    const { key } = request.params;
    if (!isFeConfigKey(key)) return reply.code(404).send({ error: 'not_found' });
    const locale = LOCALISED_FE_CONFIG_KEYS.includes(key) ? requestedLocale(request.headers.locale, request.query.l) : '';
    const stored = readFeConfig(db, key, locale, brandOf(request));
    if (stored === null) return reply.code(404).send({ error: 'not_found' });
    const document = key === 'banners-config' ? bannersAsOf(stored as BannersConfig, ctx.clock.now()) : stored;
    // The brand comes from the host, which every cache keys by already.
    return reply.header('cache-control', 'public, max-age=60').header('vary', 'locale').send(document);
  });

  // The VIP managers whose groups intersect the player's (spec §3 player.manager; part 1 §7).
  app.post('/api/fe/config/managers', async (request, reply) => {
    const body = parseOr422(managersRequestSchema, request.body, reply);
    if (!body) return reply;
    const groups = new Set(body.userGroups);
    const config = readFeConfig<ManagersConfig>(db, 'managers', '', brandOf(request));
    return (config?.managers ?? []).filter((m) => m.groups.some((g) => groups.has(g))).map(({ groups: _groups, ...manager }) => manager);
  });
}
