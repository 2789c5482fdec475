import type { SiteConfig } from '../../schemas/site/site.schema';
import { siteColours } from './app-icon';
import { iconPath } from './web-manifest';

/** The page head's links to the installable app: the manifest, the browser bar colour, the iOS home-screen icon. */
export function pwaHeadTags(site: SiteConfig): string {
  return [
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<meta name="theme-color" content="${siteColours(site).background}">`,
    `<link rel="apple-touch-icon" href="${iconPath(192, 'any')}">`,
  ].join('');
}
