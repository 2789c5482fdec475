import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRows, startTestPlatform, type TestPlatform } from '../accounts/test-platform';
import { createReportBudget, REPORT_BYTES_PER_MINUTE, REPORTS_PER_MINUTE } from './report-budget';


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

describe('diagnostics budget', () => {
  it('refuses a flood from one address with 429 and stores nothing more, while another address still reports', async () => {
    const send = (address: string, payload: object) => platform.app.inject({ method: 'PUT', url: '/log', payload, remoteAddress: address });
    const stored = countRows(platform.ctx, 'client_reports');
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE + 10; i++) statuses.push((await send('203.0.113.8', { level: 'warn', code: 'SMALL' })).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(REPORTS_PER_MINUTE);
    expect(statuses.slice(REPORTS_PER_MINUTE).every((s) => s === 429)).toBe(true);
    expect(countRows(platform.ctx, 'client_reports') - stored).toBe(REPORTS_PER_MINUTE);
    expect((await send('203.0.113.9', { level: 'warn', code: 'OTHER' })).statusCode).toBe(204);
  });

  it('counts bytes too, and opens a new window after a minute', () => {
    const budget = createReportBudget();
    const at = 1_000_000;
    expect(budget.take('a', REPORT_BYTES_PER_MINUTE - 10, at)).toBe(true);
    expect(budget.take('a', 11, at + 1)).toBe(false);
    expect(budget.take('a', 10, at + 2)).toBe(true);
    expect(budget.take('a', 1, at + 60_000)).toBe(true);
  });
});
