import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { CroupierMode } from '../config/croupier-modes';
import type { CaptchaConfig } from './captcha/captcha-config';
import type { CaptchaProvider } from './captcha/captcha-provider';
import type { Db } from './db/database';
import type { DomainEvents } from './domain-events';
import type { Clock, Scheduler } from './scheduler';

export interface PlatformConfig {
  dataDir: string;
  /** Demo aids (dev routes, simulated providers, country from request headers) exist only in `demo`. */
  mode: CroupierMode;
  /** Cookies get `Secure` when the platform is reached over HTTPS. */
  secureCookies: boolean;
  /** Country assumed when no geo header is present (dev and tests set `x-country-code`). */
  defaultCountry: string;
  /**
   * Lower-case name of the header the operator's proxy or CDN sets to the visitor's country
   * (`COUNTRY_HEADER`, e.g. `cf-ipcountry`); null trusts no header (demo mode still reads its own).
   */
  countryHeader: string | null;
  /** `SMTP_URL`: where mail goes; null keeps it in the dev mailbox (demo) or the server log (production). */
  smtpUrl: string | null;
  /** Sender of platform mail (`MAIL_FROM`). */
  mailFrom: string;
  /** Quiet in tests: mails are not printed to the console. */
  quiet: boolean;
  /** Which captcha guards sign-up (platform/captcha/captcha-config.ts); read from the environment unless given. */
  captcha: CaptchaConfig;
  /** Whether the app starts the scheduler's timer; false in tests that run due work with `scheduler.runDue()`. */
  runScheduler: boolean;
}

/** A real-time push: to one player's private channel, or to a public channel. */
export type PlatformEvent =
  | { scope: 'private'; playerId: number; channel: string; event: string; payload: unknown }
  | { scope: 'public'; channel: string; event: string; payload: unknown };

export interface PlatformEvents {
  emit(event: PlatformEvent): void;
  subscribe(listener: (event: PlatformEvent) => void): () => void;
}

export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  /** Real-time pushes to the socket (platform/realtime); a push that reports a write goes out after its commit. */
  events: PlatformEvents;
  /** Typed domain events of DESIGN §12 (platform/domain-events.ts): facts published inside their transaction. */
  domain: DomainEvents;
  /** Sends a mail (platform/mail): SMTP when configured, the dev mailbox in demo mode; secrets never reach the log. */
  mail(to: string, subject: string, body: string, kind: string): void;
  /** The one captcha of this platform instance (it remembers used tokens, so one per instance). */
  captcha: CaptchaProvider;
  /** The platform's time (platform/scheduler.ts): injectable, so tests drive it. */
  clock: Clock;
  /** Runs due work (tournament ends, draws, expiries) on `clock`; modules add jobs in `register`. */
  scheduler: Scheduler;
}

/** What code that writes facts needs: the database, and the domain events it publishes in its transactions. */
export type PlatformData = Pick<PlatformContext, 'db' | 'domain'>;

/** A platform feature: registers its routes on the shared Fastify instance. */
export type PlatformModule = (app: FastifyInstance, ctx: PlatformContext) => void | Promise<void>;

export function createEvents(): PlatformEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event) => emitter.emit('event', event),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
