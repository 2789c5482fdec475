import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';

export interface PlatformConfig {
  dataDir: string;
  /** Cookies get `Secure` when the platform is reached over HTTPS. */
  secureCookies: boolean;
  /** Country assumed when no geo header is present (dev and tests set `x-country-code`). */
  defaultCountry: string;
  /** Quiet in tests: mails are not printed to the console. */
  quiet: boolean;
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
  events: PlatformEvents;
  /** Dev mailbox: stored and printed, never sent (issue 3). */
  mail(to: string, subject: string, body: string, kind: string): void;
}

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
