import type { FastifyRequest } from 'fastify';
import { isLocale, LOCALES } from '../../../config/locales';

/**
 * The locale a platform message is written in: `?l=` (how the client passes it to content calls), then
 * Accept-Language, then the signed-in player's language, then English.
 */
export function requestLocale(request: FastifyRequest, playerLanguage?: string | null): string {
  const query = (request.query as Record<string, unknown> | undefined)?.l;
  if (typeof query === 'string' && isLocale(query)) return query;
  const accepted = request.headers['accept-language'];
  if (typeof accepted === 'string') {
    for (const part of accepted.split(',')) {
      const tag = part.split(';')[0]?.trim() ?? '';
      const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
      if (exact) return exact;
      const language = tag.split('-')[0]?.toLowerCase();
      const byLanguage = LOCALES.find((l) => l === language || (language === 'nb' && l === 'no'));
      if (byLanguage) return byLanguage;
    }
  }
  if (playerLanguage && isLocale(playerLanguage)) return playerLanguage;
  return 'en';
}
