import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createLogger } from '../log/logger';
import { createApiClient } from './client';

const answer = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const item = z.object({ id: z.int(), title: z.string() });

describe('http.requestList', () => {
  it('drops an invalid item, logs it once with its id and path, and keeps the rest', async () => {
    const log = createLogger();
    const client = createApiClient({ baseUrl: 'http://x', log, onAuthError: () => undefined, fetch: answer([{ id: 1, title: 'a' }, { id: 2, title: null }, { id: 3, title: 'c' }]) as never });
    const spec = { path: '/api/things', item, code: 'LOAD_THINGS' };
    expect(await client.requestList(spec)).toEqual([{ id: 1, title: 'a' }, { id: 3, title: 'c' }]);
    await client.requestList(spec);
    const errors = log.entries().filter((e) => e.code === 'LOAD_THINGS_ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.details).toMatchObject({ path: '/api/things', id: 2, field: 'title' });
  });

  it('fails the call when the answer is not a list at all', async () => {
    const client = createApiClient({ baseUrl: 'http://x', log: createLogger(), onAuthError: () => undefined, fetch: answer({ error: 'nope' }) as never });
    await expect(client.requestList({ path: '/api/things', item, code: 'LOAD_THINGS' })).rejects.toMatchObject({ code: 'LOAD_THINGS_ERROR' });
  });
});
