import { describe, expect, it } from 'vitest';
import { applyGuard, hashTrigger, isNoindex, legacyRedirect, safeRedirectTarget, trailingSlashRedirect } from '../../core/router/route-rules';
import type { HashTriggerContribution } from '../../core/plugin/contributions';
import { authManifest } from '../../plugins/auth/manifest';
import { lobbyManifest } from '../../plugins/lobby/manifest';
import { siteChromeManifest } from '../../plugins/site-chrome/manifest';

// The core knows no path: roles, redirects and hash triggers come from the plugins' manifests.
const targets = { registration: '/sign-up', main: '/' };
const redirects = [...Object.values(authManifest.contributes.redirects), ...Object.values(lobbyManifest.contributes.redirects)];
const triggers: HashTriggerContribution[] = [...Object.values(authManifest.contributes.hashTriggers), ...Object.values(siteChromeManifest.contributes.hashTriggers)];
import { splitLocale, withLocale } from '../../core/router/locale-path';

describe('guards', () => {
  it('sends a guest on an auth route to registration with the wanted path', () => {
    expect(applyGuard('requiresAuth', false, '/profile/limits?tab=1', targets)).toEqual({ allow: false, redirect: '/sign-up?redirect=%2Fprofile%2Flimits%3Ftab%3D1' });
  });
  it('sends a player on a guest-only route to main', () => {
    expect(applyGuard('requiresGuest', true, '/sign-in', targets)).toEqual({ allow: false, redirect: '/' });
  });
  it('lets the right people through', () => {
    expect(applyGuard('requiresAuth', true, '/profile', targets)).toEqual({ allow: true });
    expect(applyGuard('requiresGuest', false, '/sign-in', targets)).toEqual({ allow: true });
    expect(applyGuard(undefined, false, '/', targets)).toEqual({ allow: true });
  });
});

describe('redirect query', () => {
  it.each([
    ['/profile', '/profile'],
    ['/pokies?page=2#top', '/pokies?page=2#top'],
  ])('keeps the relative path %s', (input, expected) => expect(safeRedirectTarget(input)).toBe(expected));
  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'profile', '', '/\u0000x', null])(
    'drops %s',
    (input) => expect(safeRedirectTarget(input as string)).toBeNull(),
  );
});

describe('address rules', () => {
  it('removes trailing slashes', () => {
    expect(trailingSlashRedirect('/pokies/')).toBe('/pokies');
    expect(trailingSlashRedirect('/de/')).toBe('/de');
    expect(trailingSlashRedirect('/')).toBeNull();
    expect(trailingSlashRedirect('/pokies')).toBeNull();
  });
  it('maps the legacy paths of spec part 1 §2', () => {
    expect(legacyRedirect('/users/password/edit', redirects)).toBe('/new-password');
    expect(legacyRedirect('/profile/password/edit', redirects)).toBe('/new-password');
    expect(legacyRedirect('/users/confirmation', redirects)).toBe('/confirmation');
    expect(legacyRedirect('/users/sign_in', redirects)).toBe('/sign-up');
    expect(legacyRedirect('/accounts/history', redirects)).toBe('/');
    expect(legacyRedirect('/pokies', redirects)).toBeNull();
  });
  it('reads hash triggers, legacy forms included: exact hashes, then prefixes with the rest', () => {
    expect(hashTrigger('#sign-in', triggers)).toEqual({ trigger: expect.objectContaining({ route: '/sign-in' }), rest: '' });
    expect(hashTrigger('#users/password/edit', triggers)).toEqual({ trigger: expect.objectContaining({ route: '/new-password' }), rest: '' });
    expect(hashTrigger('#sport', triggers)).toEqual({ trigger: expect.objectContaining({ hash: 'sport' }), rest: '' });
    expect(hashTrigger('#sport_live', triggers)).toEqual({ trigger: expect.objectContaining({ hash: 'sport_', prefix: true }), rest: 'live' });
    expect(hashTrigger('#faq-1', triggers)).toBeNull();
    expect(hashTrigger('#', triggers)).toBeNull();
  });
  it('marks deep paths noindex (4 segments, 3 for dynamic static pages) or by SEO data', () => {
    expect(isNoindex('/a/b/c/d')).toBe(false);
    expect(isNoindex('/a/b/c/d/e')).toBe(true);
    expect(isNoindex('/a/b/c/d', { dynamicStaticPage: true })).toBe(true);
    expect(isNoindex('/a', { seoNoindex: true })).toBe(true);
  });
});

describe('locale routing', () => {
  const enabled = ['en', 'de', 'fr-CA'];
  it('leaves the default locale unprefixed and reads others from the first segment', () => {
    expect(splitLocale('/pokies', enabled, 'en')).toEqual({ locale: 'en', path: '/pokies' });
    expect(splitLocale('/de/pokies', enabled, 'en')).toEqual({ locale: 'de', path: '/pokies' });
    expect(splitLocale('/fr-CA', enabled, 'en')).toEqual({ locale: 'fr-CA', path: '/' });
  });
  it('ignores locales the site does not enable and the default locale as a prefix', () => {
    expect(splitLocale('/it/pokies', enabled, 'en')).toEqual({ locale: 'en', path: '/it/pokies' });
    expect(splitLocale('/en/pokies', enabled, 'en')).toEqual({ locale: 'en', path: '/en/pokies' });
  });
  it('prefixes app paths for non-default locales', () => {
    expect(withLocale('/pokies', 'de', 'en')).toBe('/de/pokies');
    expect(withLocale('/', 'de', 'en')).toBe('/de');
    expect(withLocale('/pokies', 'en', 'en')).toBe('/pokies');
    expect(withLocale('https://x.example', 'de', 'en')).toBe('https://x.example');
  });
});
