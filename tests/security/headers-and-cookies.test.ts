import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPlatform } from '../../server/embedded-platform';
import { createHostApp, type HostOptions } from '../../server/host-app';
import { pluginIds } from '../../server/plugin-folders';
import { loadSites } from '../../server/sites';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SIGN_IN = { user: { email: 'demo@croupier.dev', password: 'Demo12345' } };

/** A self-signed certificate for 127.0.0.1, made for this test run only. */
function testCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

async function host(extra: Partial<HostOptions> = {}): Promise<FastifyInstance> {
  return createHostApp({
    root,
    sites: loadSites(join(root, 'sites'), pluginIds(join(root, 'plugins'))),
    platform: embeddedPlatform({ dataDir: mkdtempSync(join(tmpdir(), 'croupier-sec-')), quiet: true }),
    clientDir: join(root, 'dist/client'),
    buildId: 'test',
    ...extra,
  });
}

/** One HTTPS request to the test server, trusting its self-signed certificate. */
function overHttps(port: number, path: string, init: { method?: string; body?: string; ca: Buffer }): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', ca: init.ca, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

describe('security headers and cookie flags', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await host();
  });
  afterAll(() => plain.close());

  it('puts nosniff, a referrer policy and frame-ancestors on API and dev answers too', async () => {
    for (const url of ['/api/current_ip', '/api/games/collections', '/api/nothing-here', '/healthz']) {
      const response = await plain.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('keeps session cookies without Secure on plain HTTP, as local development needs', async () => {
    const response = await plain.inject({ method: 'POST', url: '/api/users/sign_in', headers: { 'x-requested-with': 'XMLHttpRequest' }, payload: SIGN_IN });
    expect(response.statusCode).toBe(201);
    const cookies = [response.headers['set-cookie']].flat().map(String);
    expect(cookies.some((c) => c.startsWith('croupier_session=') && !/;\s*Secure/i.test(c))).toBe(true);
  });

  it('over HTTPS: session, CSRF and hint cookies are Secure and every answer carries HSTS', async () => {
    const tls = testCertificate();
    const secure = await host({ https: tls });
    const address = await secure.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = Number(new URL(address).port);
      const signIn = await overHttps(port, '/api/users/sign_in', { method: 'POST', body: JSON.stringify(SIGN_IN), ca: tls.cert });
      expect(signIn.status).toBe(201);
      const cookies = [signIn.headers['set-cookie']].flat().map(String);
      for (const name of ['croupier_session', 'csrf_token', 'signed_in']) {
        expect(cookies.find((c) => c.startsWith(`${name}=`)), name).toMatch(/;\s*Secure/i);
      }
      expect(signIn.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect((await overHttps(port, '/api/current_ip', { ca: tls.cert })).headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const forwarded = { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https' };
    const untrusted = await plain.inject({ method: 'POST', url: '/api/users/sign_in', headers: forwarded, payload: SIGN_IN });
    expect([untrusted.headers['set-cookie']].flat().map(String).some((c) => /;\s*Secure/i.test(c))).toBe(false);
    const behindProxy = await host({ trustProxy: ['127.0.0.1'] });
    try {
      const trusted = await behindProxy.inject({ method: 'POST', url: '/api/users/sign_in', headers: forwarded, payload: SIGN_IN, remoteAddress: '127.0.0.1' });
      expect(trusted.statusCode).toBe(201);
      expect([trusted.headers['set-cookie']].flat().map(String).every((c) => /;\s*Secure/i.test(c))).toBe(true);
      expect(trusted.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await behindProxy.close();
    }
  });
});
