import type { FastifyInstance } from 'fastify';
import { ASSET_SECURITY_HEADERS } from './security-headers';

/** HSTS once a site is on HTTPS: a year, subdomains included (mirrors are separate registrable domains). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, not only pages: API, messages, dev and platform answers get nosniff,
 * a referrer policy and `frame-ancestors` (they must not be framed by another site either); any answer over
 * HTTPS gets HSTS. Pages set their full policy themselves (`SECURITY_HEADERS`); the build's hashed assets
 * keep only nosniff (a policy on a script is bytes and nothing else).
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    for (const [name, value] of Object.entries(ASSET_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.url.startsWith('/static/')) return payload;
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', "frame-ancestors 'self'");
    return payload;
  });
}
