/** Where the "not now" of the install notice is kept: the time it was said, in ms. */
export const NOTICE_PAUSED_AT_KEY = 'croupier.install-notice.paused-at';

/**
 * Whether the install notice may show: the browser offers installation, the page is not already the installed
 * app, and the player has not answered it, in this tab or within the pause after a "not now".
 */
export function installNoticeVisible(input: { offered: boolean; answered: boolean; standalone: boolean; pausedAt: number | null; now: number; pauseDays: number }): boolean {
  if (!input.offered || input.answered || input.standalone) return false;
  return input.pausedAt === null || input.now - input.pausedAt >= input.pauseDays * 86_400_000;
}

/** `android`, `ios` or `desktop`, with the display mode: the `platform` of `POST /api/pwa_events`. */
export function platformLabel(userAgent: string, standalone: boolean): string {
  const device = /android/i.test(userAgent) ? 'android' : /iphone|ipad|ipod/i.test(userAgent) ? 'ios' : 'desktop';
  return `${device} ${standalone ? 'standalone' : 'browser'}`;
}

/** A start from the home screen: the manifest's `start_url` carries `source=pwa`, or the page runs standalone. */
export function isAppLaunch(search: string, standalone: boolean): boolean {
  return standalone || new URLSearchParams(search).get('source') === 'pwa';
}
