import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, signIn, startTestPlatform, type TestPlatform } from '../accounts/test-platform';
import { maintenanceFromEnv, MAINTENANCE_HEADER } from './maintenance';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(() => platform.close());

const DEMO = { email: 'demo@croupier.dev', password: 'Demo12345' };

async function setMaintenance(on: boolean, jar = new CookieJar()) {
  const answer = await platform.app.inject({ method: 'PUT', url: '/dev/maintenance', payload: { on }, headers: jar.headers() });
  expect(answer.json()).toEqual({ on });
}

describe('maintenance mode', () => {
  it('answers player calls with 503 and the header while on, and normally once off', async () => {
    const { jar } = await signIn(platform.app, DEMO.email, DEMO.password);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() })).statusCode).toBe(200);
    await setMaintenance(true, jar);
    const closed = await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() });
    expect(closed.statusCode).toBe(503);
    expect(closed.headers[MAINTENANCE_HEADER]).toBe('on');
    expect(closed.json()).toEqual({ error: 'maintenance' });
    // A guest's calls too; reference data and the country stay open, so the page can still draw its notice.
    expect((await platform.app.inject({ method: 'GET', url: '/api/fe/config/betting-config' })).statusCode).toBe(503);
    expect((await platform.app.inject({ method: 'GET', url: '/api/info/project' })).statusCode).toBe(200);
    expect((await platform.app.inject({ method: 'GET', url: '/api/current_ip' })).statusCode).toBe(200);
    await setMaintenance(false, jar);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() })).statusCode).toBe(200);
  });

  it('lets testers (group 21) sign in and through, and no one else', async () => {
    await setMaintenance(true);
    const tester = await signIn(platform.app, DEMO.email, DEMO.password);
    expect(tester.response.statusCode).toBe(201);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: tester.jar.headers() })).statusCode).toBe(503);
    // The dev route (demo mode) makes the signed-in player a tester, as an operator would.
    const made = await platform.app.inject({ method: 'POST', url: '/dev/testers', headers: tester.jar.headers() });
    expect(made.statusCode).toBe(201);
    expect(made.json().groups).toContain(21);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: tester.jar.headers() })).statusCode).toBe(200);
    const other = await signIn(platform.app, 'vip@croupier.dev', DEMO.password);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: other.jar.headers() })).statusCode).toBe(503);
  });

  it('refuses a malformed switch and reads the environment', async () => {
    expect((await platform.app.inject({ method: 'PUT', url: '/dev/maintenance', payload: { on: 'yes' } })).statusCode).toBe(422);
    expect(maintenanceFromEnv({ MAINTENANCE_MODE: '1' })).toBe(true);
    expect(maintenanceFromEnv({ MAINTENANCE_MODE: 'On' })).toBe(true);
    expect(maintenanceFromEnv({})).toBe(false);
  });
});

describe('maintenance in production mode', () => {
  it('has no dev switch, and starts closed from MAINTENANCE_MODE', async () => {
    const previous = process.env.MAINTENANCE_MODE;
    process.env.MAINTENANCE_MODE = '1';
    const production = await startTestPlatform({ mode: 'production' });
    try {
      expect((await production.app.inject({ method: 'PUT', url: '/dev/maintenance', payload: { on: false } })).statusCode).toBe(404);
      const closed = await production.app.inject({ method: 'GET', url: '/api/fe/config/betting-config' });
      expect(closed.statusCode).toBe(503);
      expect(closed.headers[MAINTENANCE_HEADER]).toBe('on');
    } finally {
      if (previous === undefined) delete process.env.MAINTENANCE_MODE;
      else process.env.MAINTENANCE_MODE = previous;
      await production.close();
    }
  });
});
