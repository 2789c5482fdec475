import { EARLY_GUARD_HASH } from './early-guard';

/**
 * Response headers for every page and asset. `'unsafe-eval'` is needed by tapable (DESIGN §11 trade-off);
 * inline styles carry the site's theme tokens. One inline script runs, by its hash: a drawn page's form guard.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' ${EARLY_GUARD_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Headers for the build's scripts and styles. A policy (CSP, referrer, permissions) governs documents only, so
 * on an asset it is bytes on the wire and nothing else; `nosniff` is what makes the content type binding.
 */
export const ASSET_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
};
