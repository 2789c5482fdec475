import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectInfoSchema } from '../../../schemas/wire/info';
import { writeFeConfig } from '../feconfig/feconfig-store';
import { startTestPlatform, type TestPlatform } from '../accounts/test-platform';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(() => platform.close());

async function sportsbook(headers: Record<string, string>): Promise<boolean> {
  const answer = await platform.app.inject({ method: 'GET', url: '/api/info/project', headers });
  return projectInfoSchema.parse(answer.json()).apps.find((app) => app.name === 'sportsbook')!.enabled;
}

/** Spec part 1 §2: sports betting only on listed hosts and not for Estonia; the project info says so per visitor. */
describe('project apps', () => {
  it('offers the sportsbook on a betting host (seeded: localhost, croupier.dev), never for Estonia', async () => {
    expect(await sportsbook({ host: 'localhost:8080', 'x-country-code': 'CA' })).toBe(true);
    expect(await sportsbook({ host: 'localhost', 'x-country-code': 'EE' })).toBe(false);
    expect(await sportsbook({ host: 'mirror.example', 'x-country-code': 'CA' })).toBe(false);
    // Behind a host process, the visitor's host is the forwarded one.
    expect(await sportsbook({ host: '127.0.0.1:9000', 'x-forwarded-host': 'croupier.dev', 'x-country-code': 'CA' })).toBe(true);
  });

  it('follows the betting document: off, or a country it closes', async () => {
    writeFeConfig(platform.ctx.db, 'betting-config', { enabled: true, url: 'https://s.test', hosts: ['localhost'], disabledCountries: ['NO'] });
    expect(await sportsbook({ host: 'localhost', 'x-country-code': 'NO' })).toBe(false);
    expect(await sportsbook({ host: 'localhost', 'x-country-code': 'CA' })).toBe(true);
    writeFeConfig(platform.ctx.db, 'betting-config', { enabled: false, url: 'https://s.test', hosts: ['localhost'], disabledCountries: [] });
    expect(await sportsbook({ host: 'localhost', 'x-country-code': 'CA' })).toBe(false);
  });

  it('always offers the casino', async () => {
    const answer = await platform.app.inject({ method: 'GET', url: '/api/info/project', headers: { 'x-country-code': 'EE' } });
    expect(projectInfoSchema.parse(answer.json()).apps.find((app) => app.name === 'casino')).toEqual({ name: 'casino', enabled: true, url: '/' });
  });
});
