import type { SiteConfig } from '../../schemas/site/site.schema';
import { siteColours } from './app-icon';

/** Where the icons are served (server/pwa/routes.ts); the sizes Chrome's installability check asks for. */
export const ICON_SIZES = [192, 512] as const;
export const iconPath = (size: number, purpose: 'any' | 'maskable') => `/pwa/icon-${purpose}-${size}.png`;

/**
 * The site's web app manifest: its name, colours from its theme and icons generated from its logo. `start_url`
 * carries `source=pwa` so the client can tell a launch from the home screen (`POST /api/pwa_events` `launch`).
 */
export function webManifest(site: SiteConfig) {
  const { background, accent } = siteColours(site);
  return {
    id: '/',
    name: site.name,
    short_name: site.logo.text.slice(0, 12),
    lang: site.defaultLocale,
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: background,
    theme_color: background,
    // The accent is kept for launchers that read it (Windows tiles); browsers ignore unknown members.
    accent_color: accent,
    icons: [
      ...ICON_SIZES.map((size) => ({ src: iconPath(size, 'any'), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      ...ICON_SIZES.map((size) => ({ src: iconPath(size, 'maskable'), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' })),
      { src: '/pwa/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
