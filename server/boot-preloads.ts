import { messagesBucket } from '../config/timing';
import type { FirstPaintRequest } from '../core/plugin/define';
import { SIGNED_IN_HINT_COOKIE } from '../schemas/wire/session-hint';

export interface PreloadContext {
  locale: string;
  /** The page's path without the locale prefix. */
  path: string;
  cookieHeader: string | undefined;
  /** First-paint requests of the plugins the host ships up front (their manifests). */
  pluginRequests: FirstPaintRequest[];
  now?: number;
}

/**
 * The GETs a page makes before its first paint, as the client will make them: core's (messages, country, the
 * player when the sign-in hint says there is a session; `core/runtime/create-runtime.ts`) and the plugins'
 * declared ones. The browser fetches them alongside the scripts, so their answers are waiting.
 */
export function bootPreloads({ locale, path, cookieHeader, pluginRequests, now = Date.now() }: PreloadContext): string[] {
  const signedIn = hasSignedInHint(cookieHeader);
  const fromPlugins = pluginRequests.filter((request) => !request.on || request.on.some((pattern) => pathMatches(pattern, path)));
  const urls = [
    `/messages/${locale}.json?t=${messagesBucket(now)}`,
    '/api/current_ip',
    ...(signedIn ? ['/api/player'] : []),
    ...fromPlugins.map((request) => request.url.replaceAll('{locale}', encodeURIComponent(locale)).replaceAll('{path}', path)),
  ];
  return [...new Set(urls)];
}

/** `/` matches only `/`; a trailing `*` matches the rest of the path (`/pokies*`: `/pokies`, `/pokies/new`). */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** Whether the request carries the `signed_in` hint (the browser will ask for the player before its first render). */
export function hasSignedInHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
