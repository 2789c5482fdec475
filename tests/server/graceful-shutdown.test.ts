import { existsSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startHost, type RunningHost } from '../e2e/host-process';
import { fakeClientBuild } from './fake-client-build';

let host: RunningHost | null = null;
afterEach(async () => {
  await host?.stop();
  host = null;
});

/** The host as a supervisor runs it: ready while serving, drained on SIGTERM with the database folded up. */
describe('process lifecycle', () => {
  it('answers /healthz and /readyz, then drains on SIGTERM: exit 0, no write-ahead log left behind', async () => {
    // Not ready without a client to serve; ready with one (a fake build: unit tests run before the real build).
    host = await startHost({ CLIENT_DIR: '/nonexistent-client-build' });
    expect((await fetch(`${host.url}/readyz`)).status).toBe(503);
    await host.stop();
    host = await startHost({ CLIENT_DIR: fakeClientBuild().dir });
    expect((await fetch(`${host.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${host.url}/readyz`)).json()).toEqual({ ready: true });
    const exit = await host.signal('SIGTERM');
    expect(exit).toBe(0);
    const files = readdirSync(host.dataDir);
    expect(files).toContain('platform.sqlite');
    expect(files.filter((f) => f.endsWith('-wal') && existsSync(`${host!.dataDir}/${f}`))).toEqual([]);
  });
});
