import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { brandOf } from '../../brands';
import type { ProjectInfo } from '../../../schemas/wire/info';
import { readFeConfig } from '../feconfig/public';

/** The fields of `betting-config` this reads (schemas/feconfig/site-widgets.schema.ts); anything else is ignored. */
interface BettingDocument {
  enabled?: unknown;
  hosts?: unknown;
  disabledCountries?: unknown;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The host the visitor used (`x-forwarded-host` behind a host process, as `brandOf` reads it), without a port. */
function visitorHost(request: Pick<FastifyRequest, 'headers'>): string {
  const forwarded = request.headers['x-forwarded-host'];
  return (typeof forwarded === 'string' && forwarded ? forwarded : (request.headers.host ?? '')).replace(/:\d+$/, '').toLowerCase();
}

/**
 * `GET /api/info/project` `apps` (spec part 1 §2, §7): which apps the chrome offers this visitor. The casino always;
 * the sportsbook where the brand's `betting-config` is on, lists the visitor's host and does not close their country,
 * and never for Estonia (§2).
 */
export function projectApps(db: Db, request: Pick<FastifyRequest, 'headers'>, country: string): ProjectInfo['apps'] {
  const betting = readFeConfig<BettingDocument>(db, 'betting-config', '', brandOf(request));
  const sportsbook =
    country !== 'EE' &&
    betting?.enabled === true &&
    strings(betting.hosts).map((host) => host.toLowerCase()).includes(visitorHost(request)) &&
    !strings(betting.disabledCountries).includes(country);
  return [
    { name: 'casino', enabled: true, url: '/' },
    { name: 'sportsbook', enabled: sportsbook, url: '/sport' },
  ];
}
