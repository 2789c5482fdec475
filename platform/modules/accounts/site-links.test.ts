import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { mailsTo, startTestPlatform, captchaToken, type TestPlatform } from './test-platform';
import { readSiteHosts, siteLicence, siteLink, sitePasswordMin } from './site-links';

const request = (host: string, protocol = 'http') => ({ headers: { host }, protocol }) as unknown as FastifyRequest;

describe('site links (issue 24 item 4: mail links on the host the player used)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sites-'));
  writeFileSync(join(dir, 'north.json'), JSON.stringify({ hosts: { main: ['north.casino'], mirrors: ['north1.casino'] }, licence: { default: 'EE', eeCountries: [] }, passwordMinLength: 12 }));
  writeFileSync(join(dir, 'south.json'), JSON.stringify({ hosts: { main: ['south.casino'], mirrors: [] }, licence: { default: 'CW', eeCountries: ['EE'] } }));
  const hosts = readSiteHosts(dir);
  const sites = () => hosts;

  it('uses a site host over https, keeps a local host with its scheme and port', () => {
    expect(siteLink(request('north1.casino'), '/x?a=1', sites)).toBe('https://north1.casino/x?a=1');
    expect(siteLink(request('SOUTH.casino:443'), '/x', sites)).toBe('https://south.casino/x');
    expect(siteLink(request('localhost:5173'), '/x', sites)).toBe('http://localhost:5173/x');
    expect(siteLink(request('aurora-mirror.localhost:8080'), '/x', sites)).toBe('http://aurora-mirror.localhost:8080/x');
  });

  it('never links to a forged host: falls back to the first site main host', () => {
    expect(siteLink(request('evil.example'), '/new-password?t=1', sites)).toBe('https://north.casino/new-password?t=1');
  });

  it('reads the password minimum and the licence variant per host', () => {
    expect(sitePasswordMin(request('north1.casino'), sites)).toBe(12);
    expect(sitePasswordMin(request('south.casino'), sites)).toBeNull();
    expect(siteLicence(request('north.casino'), 'DE', sites)).toBe('EE');
    expect(siteLicence(request('north1.casino'), 'DE', sites)).toBe('CW'); // EE only on a main host
    expect(siteLicence(request('south.casino'), 'EE', sites)).toBe('EE');
    expect(siteLicence(request('south.casino'), 'DE', sites)).toBe('CW');
  });
});

describe('sign-up and password mails', () => {
  let platform: TestPlatform;
  afterEach(() => platform.close());
  const user = (overrides: Record<string, unknown> = {}) => ({
    email: 'adult@example.com', password: 'k7#Vq2mZ', date_of_birth: '15/01/1990', currency: 'EUR', country: 'CA', terms_acceptance: true, ...overrides,
  });
  const register = async (overrides: Record<string, unknown> = {}, host = 'aurora1.casino') =>
    platform.app.inject({ method: 'POST', url: '/api/users', headers: { host }, payload: { user: { ...user(overrides), captcha: await captchaToken(platform.app) } } });

  it('the confirmation and reset links are absolute on the host used', async () => {
    platform = await startTestPlatform();
    expect((await register()).statusCode).toBe(201);
    const [confirmation] = await mailsTo(platform.app, 'adult@example.com');
    expect(confirmation!.body).toMatch(/https:\/\/aurora1\.casino\/confirmation\?confirmation_token=\S+$/);
    await platform.app.inject({ method: 'POST', url: '/api/users/password', headers: { host: 'desertpalms.casino' }, payload: { user: { email: 'adult@example.com' } } });
    const [reset] = await mailsTo(platform.app, 'adult@example.com');
    expect(reset!.body).toMatch(/https:\/\/desertpalms\.casino\/new-password\?reset_password_token=\S+$/);
  });

  it('refuses an under-age birth date, a missing one and a common password, with translated messages', async () => {
    platform = await startTestPlatform();
    const now = new Date();
    const seventeen = `${String(now.getUTCDate()).padStart(2, '0')}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear() - 17}`;
    expect((await register({ date_of_birth: seventeen })).json().errors.date_of_birth).toEqual(['You must be at least 18 years old']);
    expect((await register({ date_of_birth: undefined })).json().errors.date_of_birth).toEqual(['This field is required']);
    expect((await register({ password: 'Password1' })).json().errors.password[0]).toMatch(/too common/);
    expect((await register({ password: 'short1!' })).json().errors.password).toEqual(['Must be at least 8 characters']);
    const made = await register();
    expect(made.statusCode).toBe(201);
    expect(made.json().date_of_birth).toBe('1990-01-15');
  });
});
