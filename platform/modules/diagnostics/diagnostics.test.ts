import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRows, startTestPlatform, type TestPlatform } from '../accounts/test-platform';


let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(() => platform.close());

const VALID: [string, string, object][] = [
  ['PUT', '/log', { level: 'error', code: 'LOAD_GAMES_ERROR', message: 'boom', context: { page: '/' } }],
  ['PUT', '/log', { events: [{ level: 'warn', code: 'X' }] }],
  ['PUT', '/performance', { page: '/', metrics: { ttfb: 120, lcp: 1800 } }],
  ['PUT', '/network-performance', { rtt: 50, downlink: 10, effectiveType: '4g' }],
  ['PUT', '/metrics-errors-validation', { side: 'client', component: 'SignUpForm', errors: [{ field: 'email', message: 'Invalid' }] }],
  ['POST', '/log_utm_set', { utmMetrics: { source: 'google', campaign: 'spring' } }],
  ['POST', '/log_utm_send', { utmMetrics: { medium: 'cpc' } }],
  ['POST', '/api/pwa_events', { event: 'installed', platform: 'android' }],
];

describe('diagnostics', () => {
  it('stores valid reports and answers 204', async () => {
    for (const [method, url, payload] of VALID) {
      const response = await platform.app.inject({ method: method as 'PUT', url, payload });
      expect(response.statusCode, url).toBe(204);
    }
    expect(countRows(platform.ctx, 'client_reports')).toBe(VALID.length);
  });

  it('rejects invalid reports with 422 and malformed JSON with 400, storing nothing', async () => {
    const bad = await platform.app.inject({ method: 'PUT', url: '/metrics-errors-validation', payload: { side: 'moon', component: 'X', errors: [] } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['side', 'errors']));
    const malformed = await platform.app.inject({ method: 'PUT', url: '/log', payload: '{"level":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(countRows(platform.ctx, 'client_reports')).toBe(0);
  });
});
