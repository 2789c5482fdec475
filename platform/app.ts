import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { DEFAULT_CROUPIER_MODE } from '../config/croupier-modes';
import { csrfValid } from './auth/sessions';
import { captchaConfigFromEnv, createCaptchaProvider } from './captcha/captcha-config';
import { createEvents, type PlatformConfig, type PlatformContext } from './context';
import { openDatabase, type Db } from './db/database';
import { migrate } from './db/migrate';
import { createDomainEvents } from './domain-events';
import { refuseDemoPaths } from './http/demo-only-paths';
import { createMailer } from './mail/mailer';
import { platformModules } from './modules/index';
import { createScheduler, systemClock, type Clock } from './scheduler';
import { seedModules } from './seed';

export interface PlatformOptions extends Partial<PlatformConfig> {
  dataDir: string;
  /** An already-open database (tests share one between restarts). */
  db?: Db;
  /** The platform's clock (platform/scheduler.ts); the system clock unless a test drives time. */
  clock?: Clock;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createPlatformContext(options: PlatformOptions): PlatformContext {
  const config: PlatformConfig = {
    dataDir: options.dataDir,
    mode: options.mode ?? DEFAULT_CROUPIER_MODE,
    secureCookies: options.secureCookies ?? false,
    defaultCountry: options.defaultCountry ?? 'CA',
    countryHeader: options.countryHeader?.toLowerCase() || null,
    smtpUrl: options.smtpUrl || null,
    mailFrom: options.mailFrom ?? 'Croupier <no-reply@croupier.invalid>',
    quiet: options.quiet ?? false,
    // The host (server/) passes no captcha options: the platform reads its own environment variables.
    captcha: options.captcha ?? captchaConfigFromEnv(process.env),
    runScheduler: options.runScheduler ?? true,
  };
  const db = options.db ?? openDatabase(config.dataDir);
  const clock = options.clock ?? systemClock;
  // Install: the core's and every module's pending migrations, in dependency order.
  migrate(db, platformModules);
  const ctx: PlatformContext = {
    db,
    config,
    events: createEvents(),
    domain: createDomainEvents(db),
    mail: createMailer(config, db),
    captcha: createCaptchaProvider(config.captcha),
    clock,
    scheduler: createScheduler({ clock }),
  };
  // Subscriptions before anything else runs, so no published fact misses a subscriber.
  for (const module of platformModules) module.subscribe?.(ctx.domain.subscriptionsFor(module.name), ctx);
  seedModules(db, platformModules);
  return ctx;
}

/** The platform as an encapsulated Fastify plugin: the host mounts it in-process on its own port. */
export function platformPlugin(ctx: PlatformContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(cookie);
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!csrfValid(ctx.db, request)) return reply.code(403).send({ error: 'csrf_token_invalid' });
    });
    app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error(error);
      // Malformed JSON and other client mistakes keep their 4xx; nothing else leaks internals.
      return reply.code(status).send(status >= 500 ? { error: 'internal_error' } : { error: error.code ?? 'bad_request', message: error.message });
    });
    // In dependency order (modules/index.ts): a module registers after those it builds on.
    for (const module of platformModules) await module.register(app, ctx);
    // Due work runs once the app is ready and stops before anything closes (the database among them).
    if (ctx.config.runScheduler) app.addHook('onReady', async () => ctx.scheduler.start());
    app.addHook('preClose', async () => ctx.scheduler.stop());
    if (ctx.config.mode !== 'demo') refuseDemoPaths(app);
  };
}

/** A standalone platform (tests, `PLATFORM_ONLY`), answering on its own Fastify instance. */
export async function buildPlatformApp(options: PlatformOptions): Promise<{ app: FastifyInstance; ctx: PlatformContext }> {
  const ctx = createPlatformContext({ quiet: true, ...options });
  const app = Fastify({ logger: false });
  await app.register(platformPlugin(ctx));
  app.addHook('onClose', async () => ctx.db.close());
  return { app, ctx };
}
