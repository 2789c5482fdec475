import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, startTestPlatform, type TestPlatform } from '../accounts/test-platform';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(() => platform.close());

const stored = (kind: string) =>
  platform.ctx.db.prepare('SELECT player_id, payload FROM client_reports WHERE kind = ? ORDER BY id').all(kind) as { player_id: number | null; payload: string }[];

/** What plugins/diagnostics-beacon sends once per sampled page load, stored as the platform keeps it. */
describe('page timing and network reports', () => {
  it("stores a guest's reports without a player and a player's with theirs (CSRF echoed)", async () => {
    const timing = { page: '/pokies', metrics: { ttfb: 120, domContentLoaded: 700, load: 1501, fcp: 480, transferKb: 30 } };
    expect((await platform.app.inject({ method: 'PUT', url: '/performance', payload: timing })).statusCode).toBe(204);
    const { jar } = await signIn(platform.app, 'demo@croupier.dev', 'Demo12345');
    const network = { rtt: 50, downlink: 10, effectiveType: '4g' };
    expect((await platform.app.inject({ method: 'PUT', url: '/network-performance', payload: network, headers: jar.headers() })).statusCode).toBe(204);
    expect(stored('performance').map((row) => [row.player_id, JSON.parse(row.payload)])).toEqual([[null, timing]]);
    const [row] = stored('network_performance');
    expect(row!.player_id).toEqual(expect.any(Number));
    expect(JSON.parse(row!.payload)).toEqual(network);
  });

  it('refuses marks out of range and unknown connection types, storing nothing', async () => {
    expect((await platform.app.inject({ method: 'PUT', url: '/performance', payload: { page: '/', metrics: { load: -5 } } })).statusCode).toBe(422);
    expect((await platform.app.inject({ method: 'PUT', url: '/network-performance', payload: { rtt: 1, downlink: 1, effectiveType: '5g' } })).statusCode).toBe(422);
    expect(stored('performance')).toEqual([]);
    expect(stored('network_performance')).toEqual([]);
  });
});
