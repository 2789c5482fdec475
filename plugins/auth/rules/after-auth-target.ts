import { safeRedirectTarget } from '@core/index';

/** Where a player goes after signing in or up: the `redirect` query when it is a safe same-site path. */
export function afterAuthTarget(search: string): string | null {
  return safeRedirectTarget(new URLSearchParams(search).get('redirect'));
}

/** Google's provider is called google_oauth2 by the platform and google on screen (spec part 1 §3). */
export const providerDisplayName = (name: string) => (name === 'google_oauth2' ? 'google' : name);
