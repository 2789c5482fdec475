import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from './fake-client-build';
import { hostWithPlatform } from './host-with-platform';

describe('host: a page address with a trailing slash (spec part 1 §2)', () => {
  const build = fakeClientBuild();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await hostWithPlatform({ mount: async () => undefined, translations: async () => ({}), close: async () => undefined }, build.dir, () => undefined);
  });
  afterAll(async () => {
    await app.close();
    rmSync(build.dir, { recursive: true, force: true });
  });

  it.each([
    ['/de/', '/de'],
    ['/pokies/', '/pokies'],
    ['/de/pokies//?stag=7_x', '/de/pokies?stag=7_x'],
    ['/guest/', '/guest'],
  ])('%s moves permanently to %s, query kept', async (from, to) => {
    const answer = await app.inject({ url: from, headers: { host: 'localhost' } });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(to);
  });

  it('the root and clean addresses are pages', async () => {
    for (const url of ['/', '/de', '/pokies?stag=1/']) expect((await app.inject({ url, headers: { host: 'localhost' } })).statusCode).toBe(200);
  });
});
