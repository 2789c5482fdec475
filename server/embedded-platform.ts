import type { FastifyInstance } from 'fastify';
import { createPlatformContext, platformPlugin } from '../platform/app';
import type { Locale } from '../config/locales';
import type { MessageBundle } from './messages';
import type { PlatformConnection } from './platform-connection';

/** The reference platform in-process, on the host's port (issue 3: the default upstream). */
export function embeddedPlatform(options: { dataDir: string; secureCookies?: boolean; quiet?: boolean }): PlatformConnection {
  const ctx = createPlatformContext({ dataDir: options.dataDir, secureCookies: options.secureCookies, quiet: options.quiet });
  let host: FastifyInstance | null = null;
  let closeRealtime: (() => Promise<void>) | null = null;
  return {
    async mount(app) {
      host = app;
      await app.register(platformPlugin(ctx));
      const realtime = await import('../platform/realtime/index').catch(() => null);
      if (realtime) closeRealtime = realtime.attachRealtime(app.server, ctx).close;
      app.addHook('onClose', async () => {
        await closeRealtime?.();
        ctx.db.close();
      });
    },
    async translations(locale: Locale) {
      if (!host) return {};
      const response = await host.inject({ method: 'GET', url: `/api/translations/${locale}` });
      return response.statusCode === 200 ? (response.json() as MessageBundle) : {};
    },
    async close() {
      await closeRealtime?.();
    },
  };
}
