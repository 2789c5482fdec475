import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SITES_DIR = fileURLToPath(new URL('../../../sites', import.meta.url));

/**
 * The merchant the (dev) processor page names: the site whose hosts include the request's host, read from the
 * site files once (they change only with a restart), else the host itself. The platform never needs the
 * site otherwise; a missing or broken sites folder just leaves the host.
 */
export function loadMerchantNames(sitesDir = SITES_DIR): (host: string) => string {
  const byHost = new Map<string, string>();
  let files: string[] = [];
  try {
    files = readdirSync(sitesDir).filter((name) => name.endsWith('.json'));
  } catch {
    // A platform running without the client's site files names the host.
  }
  for (const file of files) {
    try {
      const site = JSON.parse(readFileSync(join(sitesDir, file), 'utf8')) as { name?: unknown; hosts?: { main?: unknown; mirrors?: unknown } };
      if (typeof site.name !== 'string') continue;
      for (const host of [site.hosts?.main, site.hosts?.mirrors].flatMap((list) => (Array.isArray(list) ? list : []))) {
        if (typeof host === 'string' && !byHost.has(host.toLowerCase())) byHost.set(host.toLowerCase(), site.name);
      }
    } catch {
      // The host validates site files and refuses to start on a broken one; here it is only a name.
    }
  }
  return (host) => {
    const bare = host.replace(/:\d+$/, '').toLowerCase();
    return byHost.get(bare) ?? (bare || 'the merchant');
  };
}
