import type { ClientContext } from '@schemas/wire/client-context';

type Region = Pick<ClientContext, 'restriction' | 'license'> | null | undefined;

/**
 * Spec part 1 §5: login is disabled for guests in partial-restriction regions; registration in
 * partial-restriction and EE regions. Fully restricted countries are refused by the platform for both
 * (§6), so the client disables them too rather than let the player fill a form that must fail.
 */
export function loginBlocked(loggedIn: boolean, region: Region): boolean {
  if (loggedIn || !region) return false;
  return region.restriction === 'partial' || region.restriction === 'full';
}

export function registrationBlocked(loggedIn: boolean, region: Region, licence: string): boolean {
  if (loggedIn) return false;
  if (licence === 'EE') return true;
  if (!region) return false;
  return region.restriction !== null || region.license === 'EE';
}
