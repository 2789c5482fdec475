import type { FastifyInstance } from 'fastify';
import type { Locale } from '../config/locales';
import type { MessageBundle } from './messages';
import type { PlatformAnswer } from './page-status';

/**
 * How the host reaches the casino platform: the embedded reference platform (default) or an operator's
 * platform at `PLATFORM_URL`, proxied on the same origin so cookies and CSRF work unchanged.
 */
export interface PlatformConnection {
  mount(app: FastifyInstance): Promise<void>;
  /** The platform's message overrides of a locale for the brand at `host` (content is keyed by site). */
  translations(locale: Locale, host: string): Promise<MessageBundle>;
  /** A plain GET of `url` for the brand at `host` (no cookies): the status, and the body when it is JSON. */
  get(url: string, host: string): Promise<PlatformAnswer>;
  close(): Promise<void>;
}
