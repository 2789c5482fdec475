import { AU_APPROVAL_DAYS, COOKIE_NOTICE_DAYS } from '@config/limits';

/** Cookies that remember an answer; their lives are spec part 1 §9 constants. */
export const COOKIE_NOTICE = { name: 'cookie_notice_accepted', days: COOKIE_NOTICE_DAYS } as const;
export const AU_APPROVAL = { name: 'au_approval', days: AU_APPROVAL_DAYS } as const;

export function hasCookie(cookie: string, name: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

export function cookieString(name: string, days: number, secure: boolean): string {
  return `${name}=1; Max-Age=${Math.round(days * 86_400)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** §4: the Australian confirmation card is for visitors from Australia who are not logged in. */
export const needsAustralianCard = (country: string, loggedIn: boolean, approved: boolean) => country === 'AU' && !loggedIn && !approved;

/** §6, §8: guests in partial-restriction countries get a warning toast that stays until dismissed. */
export const needsGeoWarning = (restriction: 'full' | 'partial' | null, loggedIn: boolean) => restriction === 'partial' && !loggedIn;
