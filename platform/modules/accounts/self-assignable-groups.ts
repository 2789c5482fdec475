import { FIXED_SELF_ASSIGNABLE_GROUPS, PLATFORM_ONLY_GROUPS } from '../../../config/player-groups';
import { readSiteFiles, SITES_DIR } from '../../site-files';

const isGroupId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The group ids a site's auth plugin options make the client add (see plugins/auth/manifest.ts). */
function groupsInSiteFile(file: unknown): number[] {
  const auth = (file as { plugins?: { auth?: { abRegistrationGroups?: { even?: unknown; odd?: unknown }; newProviderSeenGroup?: unknown } } }).plugins?.auth;
  return [auth?.abRegistrationGroups?.even, auth?.abRegistrationGroups?.odd, auth?.newProviderSeenGroup].filter(isGroupId);
}

/**
 * The allow-list of `POST /api/player/groups`: the fixed groups of config/player-groups.ts plus those the
 * site files configure, read once at start-up (site files change only with a restart). A platform-only
 * group stays refused even if a site names it.
 */
export function loadSelfAssignableGroups(sitesDir = SITES_DIR): ReadonlySet<number> {
  // A platform running without the client's site files (an operator's own deployment) keeps the fixed list.
  const groups = new Set([...FIXED_SELF_ASSIGNABLE_GROUPS, ...readSiteFiles(sitesDir).flatMap(groupsInSiteFile)]);
  for (const id of PLATFORM_ONLY_GROUPS) groups.delete(id);
  return groups;
}
