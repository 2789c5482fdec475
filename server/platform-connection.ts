import type { FastifyInstance } from 'fastify';
import type { Locale } from '../config/locales';
import type { MessageBundle } from './messages';

/**
 * How the host reaches the casino platform: the embedded reference platform (default) or an operator's
 * platform at `PLATFORM_URL`, proxied on the same origin so cookies and CSRF work unchanged.
 */
export interface PlatformConnection {
  mount(app: FastifyInstance): Promise<void>;
  /** The platform's message overrides of a locale for the brand at `host` (content is keyed by site). */
  translations(locale: Locale, host: string): Promise<MessageBundle>;
  /**
   * A call the host itself makes (head tags, sitemap, a page's HTTP status): a GET, or a POST with `post.body` (the
   * game list), for the brand `headers.host` names: JSON body and status; `platformGet` adds the 8 s limit.
   * Optional: a connection without it gives the host no platform data (pages still render, with generic tags).
   */
  get?(path: string, headers: Record<string, string>, signal: AbortSignal, post?: { body: unknown }): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}
