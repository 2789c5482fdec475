import type { PlatformConnection } from './platform-connection';

/** Spec part 1 §7: calls made on the server wait at most 8 s and are not retried (the client retries its own). */
export const SERVER_CALL_TIMEOUT_MS = 8_000;

/** Why a server-side platform call gave nothing: logged with the fallback it caused. */
export class PlatformCallError extends Error {
  constructor(readonly path: string, readonly reason: 'timeout' | 'status' | 'network', readonly status?: number, detail?: string) {
    super(`${path}: ${reason}${status ? ` ${status}` : ''}${detail ? ` (${detail})` : ''}`);
    this.name = 'PlatformCallError';
  }
}

/** The request headers a server-side call carries over: the site (host), the visitor's country and guest cookies. */
export function forwardedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['host', 'cookie', 'x-country-code', 'cf-ipcountry', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto']) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/**
 * One GET (or, with `post`, a POST of JSON) to the platform from the host, as JSON: a non-2xx answer, a network failure or the 8 s timeout
 * throws a `PlatformCallError` naming the cause. One attempt only.
 */
export async function platformGet(platform: PlatformConnection, path: string, headers: Record<string, string>, options: { timeoutMs?: number; post?: { body: unknown } } = {}): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? SERVER_CALL_TIMEOUT_MS;
  if (!platform.get) throw new PlatformCallError(path, 'network', undefined, 'no server-side calls on this connection');
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PlatformCallError(path, 'timeout'));
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([platform.get(path, headers, controller.signal, options.post), timeout]);
    if (answer.status < 200 || answer.status >= 300) throw new PlatformCallError(path, 'status', answer.status);
    return answer.body;
  } catch (error) {
    if (error instanceof PlatformCallError) throw error;
    throw new PlatformCallError(path, 'network', undefined, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
