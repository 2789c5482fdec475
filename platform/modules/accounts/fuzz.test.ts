import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformContext } from '../../context';
import { signIn, startTestPlatform, type CookieJar, type TestPlatform } from './test-platform';


/**
 * Throws random and malformed payloads at every write endpoint of the four modules: none may answer 5xx
 * and none may change a table. A seeded generator keeps failures reproducible.
 */
const WRITE_ENDPOINTS: [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string][] = [
  ['POST', '/check-email'], ['POST', '/api/users'], ['POST', '/api/users/sign_in'], ['POST', '/api/users/password'],
  ['PUT', '/api/users/password'], ['POST', '/api/users/confirmation'], ['POST', '/api/users/change_password'],
  ['PATCH', '/api/player'], ['PATCH', '/api/player/update_locale'], ['POST', '/api/player/groups'], ['POST', '/api/player/two_factor'],
  ['POST', '/api/auth_providers/update_details'], ['POST', '/api/user_limits'], ['POST', '/api/user_limits/confirm'],
  ['DELETE', '/api/user_limits/abc'], ['DELETE', '/api/auth_providers/-1'], ['PUT', '/log'], ['PUT', '/performance'],
  ['PUT', '/network-performance'], ['PUT', '/metrics-errors-validation'], ['POST', '/log_utm_set'], ['POST', '/log_utm_send'],
  ['POST', '/api/pwa_events'],
];
const TABLES = ['players', 'sessions', 'player_groups', 'player_auth_providers', 'user_limits', 'client_reports', 'two_factor_codes'];
const KEYS = [
  'user', 'email', 'password', 'password_confirmation', 'context', 'player', 'first_name', 'postal_code', 'date_of_birth', 'country',
  'type', 'period', 'amount_cents', 'currency', 'token', 'groups', 'add', 'enable', 'locale', 'side', 'component', 'errors', 'utmMetrics',
  'event', 'events', 'metrics', 'rtt', 'terms_acceptance', 'otp_attempt', 'reset_password_token', 'current_password', 'constructor',
];
const RAW_BODIES = ['{', '{"user":', 'null', '[]', '"text"', '1e999', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}'];

function generator(seed: number) {
  let state = seed;
  const next = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const value = (depth: number): unknown => {
    const kind = Math.floor(next() * (depth > 2 ? 5 : 7));
    switch (kind) {
      case 0: return null;
      case 1: return next() < 0.5;
      case 2: return pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, 42, 10_000]);
      case 3: return pick(['', ' ', 'a'.repeat(5000), 'demo@croupier.dev', 'EUR', 'day', 'deposit', '😀', '<script>', "'; DROP TABLE players; --", '15/04/1985']);
      case 4: return pick(KEYS);
      case 5: return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      default: return Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, () => [pick(KEYS), value(depth + 1)]));
    }
  };
  return { value, pick };
}

function snapshot(ctx: PlatformContext): string {
  const hash = createHash('sha256');
  for (const table of TABLES) hash.update(JSON.stringify(ctx.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()));
  return hash.digest('hex');
}

let platform: TestPlatform;
let jar: CookieJar;
beforeAll(async () => {
  platform = await startTestPlatform();
  jar = (await signIn(platform.app, 'vip@croupier.dev', 'Demo12345')).jar;
});
afterAll(() => platform.close());

describe('fuzzing the write endpoints', () => {
  it.each(WRITE_ENDPOINTS)('%s %s: never 5xx, never writes', async (method, url) => {
    const random = generator(url.length * 7919 + method.length);
    const before = snapshot(platform.ctx);
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const raw = i < RAW_BODIES.length;
      const response = await platform.app.inject({
        method,
        url,
        headers: { ...jar.headers(), 'content-type': i === 5 ? 'text/plain' : 'application/json' },
        payload: raw ? RAW_BODIES[i]! : JSON.stringify(random.value(0)),
      });
      statuses.add(response.statusCode);
      expect(response.statusCode, `${method} ${url} #${i}: ${response.body}`).toBeLessThan(500);
    }
    expect(snapshot(platform.ctx), `${method} ${url} wrote rows (statuses ${[...statuses].join(',')})`).toBe(before);
  });
});
