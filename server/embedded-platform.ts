import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { createPlatformContext, platformPlugin, type PlatformOptions } from '../platform/app';
import type { Locale } from '../config/locales';
import type { MessageBundle } from './messages';
import type { PlatformConnection } from './platform-connection';

/** The reference platform in-process, on the host's port (issue 3: the default upstream); `mode` and the rest of its config pass straight through. */
export function embeddedPlatform(options: Omit<PlatformOptions, 'db'> & { trustProxy?: string[] }): PlatformConnection {
  const { trustProxy = [], ...platformOptions } = options;
  const ctx = createPlatformContext(platformOptions);
  // The socket's per-address cap counts clients, not the proxy in front: the same trust as the host's HTTP.
  const trusted = trustProxy.length ? proxyAddr.compile(trustProxy) : () => false;
  const addressOf = (request: IncomingMessage) => proxyAddr(request, trusted);
  let host: FastifyInstance | null = null;
  let closeRealtime: (() => Promise<void>) | null = null;
  return {
    async mount(app) {
      host = app;
      await app.register(platformPlugin(ctx));
      const realtime = await import('../platform/realtime/index').catch(() => null);
      if (realtime) closeRealtime = realtime.attachRealtime(app.server, ctx, { addressOf }).close;
      app.addHook('onClose', async () => {
        await closeRealtime?.();
        // Fold the write-ahead log into the database file, so a stopped platform is one self-contained file.
        ctx.db.pragma('wal_checkpoint(TRUNCATE)');
        ctx.db.close();
      });
    },
    async translations(locale: Locale, brandHost: string) {
      if (!host) return {};
      const response = await host.inject({ method: 'GET', url: `/api/translations/${locale}`, headers: { host: brandHost } });
      return response.statusCode === 200 ? (response.json() as MessageBundle) : {};
    },
    async get(path, headers, _signal, post) {
      if (!host) return { status: 503, body: null };
      // In-process: no socket, no abort needed (the caller's timeout still bounds the wait).
      const response = post
        ? await host.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, payload: JSON.stringify(post.body) })
        : await host.inject({ method: 'GET', url: path, headers });
      let body: unknown = null;
      try {
        body = response.json();
      } catch {
        body = null;
      }
      return { status: response.statusCode, body };
    },
    async close() {
      await closeRealtime?.();
    },
  };
}
