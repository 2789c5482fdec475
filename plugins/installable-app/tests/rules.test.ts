import { describe, expect, it } from 'vitest';
import { installNoticeVisible, isAppLaunch, platformLabel } from '../rules/install-notice';
import { firstVisitUrls } from '../sw/worker-messages';

const DAY = 86_400_000;
const offer = { offered: true, answered: false, standalone: false, pausedAt: null, now: 100 * DAY, pauseDays: 30 };

describe('install notice', () => {
  it('shows only while the browser offers installation and nobody answered', () => {
    expect(installNoticeVisible(offer)).toBe(true);
    expect(installNoticeVisible({ ...offer, offered: false })).toBe(false);
    expect(installNoticeVisible({ ...offer, answered: true })).toBe(false);
    expect(installNoticeVisible({ ...offer, standalone: true })).toBe(false);
  });

  it('stays away for the pause after "not now", then comes back', () => {
    expect(installNoticeVisible({ ...offer, pausedAt: 100 * DAY - 29 * DAY })).toBe(false);
    expect(installNoticeVisible({ ...offer, pausedAt: 100 * DAY - 30 * DAY })).toBe(true);
  });
});

describe('events and launches', () => {
  it('labels the platform and the display mode', () => {
    expect(platformLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8)', true)).toBe('android standalone');
    expect(platformLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', false)).toBe('ios browser');
    expect(platformLabel('Mozilla/5.0 (X11; Linux x86_64)', false)).toBe('desktop browser');
  });

  it('counts a start from the home screen as a launch', () => {
    expect(isAppLaunch('?source=pwa', false)).toBe(true);
    expect(isAppLaunch('', true)).toBe(true);
    expect(isAppLaunch('?source=mail', false)).toBe(false);
  });
});

describe('first visit handed to the worker', () => {
  it('lists the page, its lobby and the same-origin scripts and data, without foreign or other files', () => {
    const origin = 'https://aurora.casino';
    const urls = firstVisitUrls(`${origin}/de/pokies`, '/de', [
      { name: `${origin}/static/js/index.1234abcd.js`, initiatorType: 'script' },
      { name: `${origin}/messages/de.json?t=1`, initiatorType: 'fetch' },
      { name: `${origin}/api/player`, initiatorType: 'fetch' },
      { name: `${origin}/previews/game.svg`, initiatorType: 'img' },
      { name: 'https://cdn.example/lib.js', initiatorType: 'script' },
    ], origin);
    // `/api/player` is handed over too: the worker, not the page, refuses to store answers without `public`.
    expect(urls).toEqual([`${origin}/de/pokies`, `${origin}/de`, `${origin}/static/js/index.1234abcd.js`, `${origin}/messages/de.json?t=1`, `${origin}/api/player`]);
  });
});
