import { describe, expect, it } from 'vitest';
import { addressRedirect } from '../../core/router/address-redirect';
import { authManifest } from '../../plugins/auth/manifest';

const site = { locales: ['en', 'de', 'en-AU'], defaultLocale: 'en' as const, redirects: Object.values(authManifest.contributes.redirects) };
const go = (pathname: string, search = '', hash = '') => addressRedirect(pathname, search, hash, site);

describe('address redirects before any route renders (spec part 1 §2)', () => {
  it('keeps the query intact (wouter gives it with or without "?")', () => {
    expect(go('/login', '?redirect=/profile')).toBe('/sign-in?redirect=/profile');
    expect(go('/login', 'redirect=/profile')).toBe('/sign-in?redirect=/profile');
    expect(go('/users/password/edit', '?reset_password_token=abc', '#x')).toBe('/new-password?reset_password_token=abc#x');
  });

  it('applies legacy paths under a locale prefix and with a trailing slash', () => {
    expect(go('/en/login/')).toBe('/sign-in');
    expect(go('/de/login')).toBe('/de/sign-in');
    expect(go('/de/login/', '?redirect=/x')).toBe('/de/sign-in?redirect=/x');
    expect(go('/en-AU/registration')).toBe('/en-AU/sign-up');
  });

  it('drops a trailing slash and leaves every other address alone', () => {
    expect(go('/pokies/')).toBe('/pokies');
    expect(go('/de/pokies/', '?a=1')).toBe('/de/pokies?a=1');
    expect(go('/pokies')).toBeNull();
    expect(go('/')).toBeNull();
    expect(go('/de')).toBeNull();
  });
});
