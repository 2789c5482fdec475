import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PROVIDERS } from '../../platform/modules/accounts/social-routes';
import { countRows, createSignedInPlayer, makePlatform } from '../platform/helpers';
import { MALFORMED_REDIRECTS, REDIRECT_PAYLOADS } from './redirect-payloads';

const PLATFORM_DIR = fileURLToPath(new URL('../../platform', import.meta.url));
/** Platform files that answer with a redirect to a caller-chosen target; each is covered below. */
const REDIRECTING_FILES = ['modules/accounts/social-routes.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('every redirecting route of the platform applies the shared redirect check', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let signedInCookie: string;
  beforeAll(async () => {
    platform = await makePlatform();
    signedInCookie = createSignedInPlayer(platform.db).cookie;
  });
  afterAll(() => platform.close());

  const ROUTES = AUTH_PROVIDERS.flatMap((provider) => [
    { name: `GET /users/auth/${provider.name} (guest)`, path: `/users/auth/${provider.name}`, signedIn: false },
    { name: `GET /users/auth/${provider.name} (signed in)`, path: `/users/auth/${provider.name}`, signedIn: true },
  ]);
  const get = (route: (typeof ROUTES)[number], rawQueryValue: string) =>
    platform.app.inject({
      method: 'GET',
      // A fixed e-mail lets the dev provider reuse one account instead of hashing a password per request.
      url: `${route.path}?email=redirect-probe%40test.dev&redirect=${rawQueryValue}`,
      headers: { 'x-country-code': 'CA', ...(route.signedIn ? { cookie: signedInCookie } : {}) },
    });

  it('the list of redirecting files is complete (a new `reply.redirect` must join this test)', () => {
    const found = sourceFiles(PLATFORM_DIR)
      .filter((file) => /\breply\s*\.\s*redirect\s*\(|['"]location['"]/i.test(readFileSync(file, 'utf8')))
      .map((file) => relative(PLATFORM_DIR, file).split('\\').join('/'));
    expect(found.sort()).toEqual(REDIRECTING_FILES);
  });

  describe.each(ROUTES)('$name', (route) => {
    it.each(REDIRECT_PAYLOADS)('redirect=%j → Location %j (or / when refused)', async (payload, expected) => {
      const response = await get(route, encodeURIComponent(payload));
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(expected ?? '/');
    });

    it.each(REDIRECT_PAYLOADS.filter(([payload]) => /^[\x21-\x7e]*$/.test(payload)))(
      'redirect=%j sent unencoded is decoded once by the server and still safe',
      async (payload) => {
        const response = await get(route, payload);
        expect(response.statusCode).toBe(302);
        const location = String(response.headers.location);
        expect([...location].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')).toBe(false);
        expect(location.startsWith('//')).toBe(false);
        expect(new URL(location, 'https://casino.example').origin).toBe('https://casino.example');
      },
    );

    it.each(MALFORMED_REDIRECTS)('redirect=%s (bad percent-encoding) → 400, nothing written', async (raw) => {
      const players = countRows(platform.db, 'players');
      const sessions = countRows(platform.db, 'sessions');
      const links = countRows(platform.db, 'player_auth_providers');
      const response = await get(route, raw);
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect([countRows(platform.db, 'players'), countRows(platform.db, 'sessions'), countRows(platform.db, 'player_auth_providers')]).toEqual([players, sessions, links]);
    });
  });
});
