import type { FastifyInstance } from 'fastify';
import type { Locale } from '../config/locales';
import type { MessageBundle } from './messages';

/**
 * How the host reaches the casino platform: the embedded reference platform (default) or an operator's
 * platform at `PLATFORM_URL`, proxied on the same origin so cookies and CSRF work unchanged.
 */
export interface PlatformConnection {
  mount(app: FastifyInstance): Promise<void>;
  translations(locale: Locale): Promise<MessageBundle>;
  close(): Promise<void>;
}
