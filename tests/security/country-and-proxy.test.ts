import { afterEach, describe, expect, it } from 'vitest';
import { signInBody, startSecurityHost, type SecurityHost } from './security-host';

/** Issue 20: the visitor's country and address come only from what the operator configured as trusted. */
describe('country and client address', () => {
  let host: SecurityHost | null = null;
  afterEach(async () => {
    await host?.close();
    host = null;
  });
  const currentIp = async (headers: Record<string, string>, remoteAddress?: string) =>
    (await host!.app.inject({ method: 'GET', url: '/api/current_ip', headers, remoteAddress })).json() as { ip: string; country_code: string };
  const SPOOFED_COUNTRY = { 'x-country-code': 'BY', 'cf-ipcountry': 'BY', cookie: 'dev_country=BY' };

  it('production without COUNTRY_HEADER: no header or cookie chooses the country', async () => {
    host = await startSecurityHost({ CROUPIER_MODE: 'production' });
    expect((await currentIp(SPOOFED_COUNTRY)).country_code).toBe('CA');
    const signIn = await host.app.inject({ method: 'POST', url: '/api/users/sign_in', headers: SPOOFED_COUNTRY, payload: signInBody('demo@croupier.dev', 'Demo12345') });
    expect(signIn.statusCode).toBe(201);
  });

  it('production with COUNTRY_HEADER=cf-ipcountry: that header alone is believed', async () => {
    host = await startSecurityHost({ CROUPIER_MODE: 'production', COUNTRY_HEADER: 'CF-IPCountry' });
    expect((await currentIp({ 'cf-ipcountry': 'AU', 'x-country-code': 'DE', cookie: 'dev_country=NO' })).country_code).toBe('AU');
    expect((await currentIp({ 'x-country-code': 'DE', cookie: 'dev_country=NO' })).country_code).toBe('CA');
    const signIn = await host.app.inject({ method: 'POST', url: '/api/users/sign_in', headers: { 'cf-ipcountry': 'BY' }, payload: signInBody('demo@croupier.dev', 'Demo12345') });
    expect(signIn.statusCode).toBe(403);
  });

  it('demo mode: the dev header and cookie choose the country', async () => {
    host = await startSecurityHost({});
    expect((await currentIp({ 'x-country-code': 'DE' })).country_code).toBe('DE');
    expect((await currentIp({ cookie: 'dev_country=NO' })).country_code).toBe('NO');
  });

  it('without TRUST_PROXY a spoofed X-Forwarded-For is ignored', async () => {
    host = await startSecurityHost({ CROUPIER_MODE: 'production' });
    expect((await currentIp({ 'x-forwarded-for': '1.2.3.4' })).ip).toBe('127.0.0.1');
    expect((await currentIp({ 'x-forwarded-for': '1.2.3.4' }, '198.51.100.7')).ip).toBe('198.51.100.7');
  });

  it('with TRUST_PROXY the forwarded address counts only when the trusted proxy sends it', async () => {
    host = await startSecurityHost({ CROUPIER_MODE: 'production', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect((await currentIp({ 'x-forwarded-for': '1.2.3.4' }, '10.1.2.3')).ip).toBe('1.2.3.4');
    expect((await currentIp({ 'x-forwarded-for': '1.2.3.4' })).ip).toBe('1.2.3.4');
    expect((await currentIp({ 'x-forwarded-for': '1.2.3.4' }, '198.51.100.7')).ip).toBe('198.51.100.7');
    // A visitor's own X-Forwarded-For in front of the proxy's entry does not move the address either.
    expect((await currentIp({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }, '10.1.2.3')).ip).toBe('1.2.3.4');
  });

  it('refuses a TRUST_PROXY entry that is no address', async () => {
    await expect(startSecurityHost({ TRUST_PROXY: 'loadbalancer' })).rejects.toThrow(/TRUST_PROXY/);
  });
});
