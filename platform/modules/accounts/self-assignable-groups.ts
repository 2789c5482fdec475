import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXED_SELF_ASSIGNABLE_GROUPS, PLATFORM_ONLY_GROUPS } from '../../../config/player-groups';

const SITES_DIR = fileURLToPath(new URL('../../../sites', import.meta.url));

const isGroupId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The group ids a site's auth plugin options make the client add (see plugins/auth/manifest.ts). */
function groupsInSiteFile(file: string): number[] {
  try {
    const site = JSON.parse(readFileSync(file, 'utf8')) as { plugins?: { auth?: { abRegistrationGroups?: { even?: unknown; odd?: unknown }; newProviderSeenGroup?: unknown } } };
    const auth = site.plugins?.auth;
    return [auth?.abRegistrationGroups?.even, auth?.abRegistrationGroups?.odd, auth?.newProviderSeenGroup].filter(isGroupId);
  } catch {
    // The host validates site files and refuses to start on a broken one; the platform just skips it.
    return [];
  }
}

/**
 * The allow-list of `POST /api/player/groups`: the fixed groups of config/player-groups.ts plus those the
 * site files configure, read once at start-up (site files change only with a restart). A platform-only
 * group stays refused even if a site names it.
 */
export function loadSelfAssignableGroups(sitesDir = SITES_DIR): ReadonlySet<number> {
  let files: string[] = [];
  try {
    files = readdirSync(sitesDir).filter((name) => name.endsWith('.json'));
  } catch {
    // A platform running without the client's site files (PLATFORM_ONLY elsewhere) keeps the fixed list.
  }
  const groups = new Set([...FIXED_SELF_ASSIGNABLE_GROUPS, ...files.flatMap((name) => groupsInSiteFile(join(sitesDir, name)))]);
  for (const id of PLATFORM_ONLY_GROUPS) groups.delete(id);
  return groups;
}
