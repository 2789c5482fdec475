/** Spec part 1 §4, §9: the cookie holding the tooltip offer's end (epoch ms), valid 24 hours. */
export const PROMO_TOOLTIP_COOKIE = 'promo_tooltip_timer';
export const PROMO_TOOLTIP_COOKIE_SECONDS = 86_400;
/** Spec part 1 §9: a hidden promo banner shows again after 120000 ms. */
export const PROMO_TOOLTIP_RESHOW_MS = 120_000;

/** A cookie's value from `document.cookie`, or `null`. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The offer's end: the stored one when the cookie holds a time, else now plus the configured minutes (`fresh`: to be
 * stored). The cookie lives 24 hours, so the countdown keeps running across visits that day instead of restarting.
 */
export function tooltipDeadline(stored: string | null, now: number, minutes: number): { deadline: number; fresh: boolean } {
  const value = stored !== null && /^\d{10,16}$/.test(stored) ? Number(stored) : NaN;
  if (Number.isSafeInteger(value)) return { deadline: value, fresh: false };
  return { deadline: now + minutes * 60_000, fresh: true };
}

/** The `Set-Cookie`-style string `document.cookie` takes for the offer's end. */
export function timerCookie(deadline: number, secure: boolean): string {
  return `${PROMO_TOOLTIP_COOKIE}=${deadline}; Max-Age=${PROMO_TOOLTIP_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whole seconds left until the deadline, never negative. */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/** `mm:ss` for the countdown (the offer lasts minutes, never hours: the configured minutes are at most a day). */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether the tooltip shows at `now`, given when a hidden one comes back. */
export const tooltipShown = (hiddenUntil: number, now: number) => now >= hiddenUntil;
