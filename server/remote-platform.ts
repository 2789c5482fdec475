import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../config/locales';
import type { MessageBundle } from './messages';
import type { PlatformConnection } from './platform-connection';
import { signedInHintFor } from './signed-in-hint';
import { isSocketUpgrade, proxySocketUpgrade } from './socket-proxy';

/** Paths the platform answers; everything else is the client. */
export const PLATFORM_PREFIXES = [
  '/api/', '/check-email', '/dev/', '/previews/', '/game-studio/', '/files/', '/users/auth/', '/log', '/performance',
  '/network-performance', '/metrics-errors-validation', '/log_utm_set', '/log_utm_send', '/restore-id/', '/client-context', '/jam/',
];

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

/**
 * An operator's platform at `PLATFORM_URL`, proxied on the client's origin, its WebSocket at `/socket`
 * included: host processes hold no state of their own, so any number of them can stand in front of it.
 */
export function remotePlatform(baseUrl: string): PlatformConnection {
  const base = new URL(baseUrl);
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = new URL(request.url, base);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value);
    }
    headers.set('x-forwarded-host', request.headers.host ?? '');
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : JSON.stringify(request.body ?? {});
    const response = await fetch(target, { method: request.method, headers, body, redirect: 'manual' });
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      // Set-Cookie is copied below, one header per cookie (joined by forEach it would arrive twice).
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding' && name !== 'set-cookie') reply.header(name, value);
    });
    const hint = signedInHintFor(request.method, request.url, response.status, request.protocol === 'https');
    const setCookies = [...(response.headers.getSetCookie?.() ?? []), ...(hint ? [hint] : [])];
    if (setCookies.length) reply.header('set-cookie', setCookies);
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  return {
    async mount(app: FastifyInstance) {
      app.server.on('upgrade', (request, socket, head) => {
        if (isSocketUpgrade(request.url)) proxySocketUpgrade(base, request, socket, head);
      });
      for (const prefix of PLATFORM_PREFIXES) {
        const url = prefix.endsWith('/') ? `${prefix}*` : prefix;
        app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url, handler: forward });
        if (!prefix.endsWith('/')) app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: `${prefix}/*`, handler: forward });
      }
    },
    async translations(locale: Locale, host: string): Promise<MessageBundle> {
      const response = await fetch(new URL(`/api/translations/${locale}`, base), { headers: { 'x-forwarded-host': host } });
      return response.ok ? ((await response.json()) as MessageBundle) : {};
    },
    async get(path, headers, signal, post) {
      const forwarded = new Headers(headers);
      forwarded.set('x-forwarded-host', headers.host ?? '');
      forwarded.delete('host');
      if (post) forwarded.set('content-type', 'application/json');
      const init = post ? { method: 'POST', body: JSON.stringify(post.body) } : { method: 'GET' };
      const response = await fetch(new URL(path, base), { ...init, headers: forwarded, signal, redirect: 'manual' });
      const body: unknown = await response.json().catch(() => null);
      return { status: response.status, body };
    },
    async close() {},
  };
}
