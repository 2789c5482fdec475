import { safeRedirectTarget } from '@schemas/validation/safe-redirect';

/**
 * Where a deposit may send the browser: a same-site path, or a payment processor's page over https. Anything
 * else (a `javascript:` URL, plain http, a protocol-relative address) is refused: never follow a URL blindly.
 */
export function processorUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/')) return safeRedirectTarget(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.href : null;
  } catch {
    return null;
  }
}
