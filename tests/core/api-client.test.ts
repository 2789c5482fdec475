import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { backoffDelay } from '../../core/api/retry-policy';
import { createLogger } from '../../core/log/logger';

const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('retry policy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries network failures up to 6 times with growing, jittered delays', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const log = createLogger();
    const client = createApiClient({ baseUrl: 'http://x', log, onAuthError: () => undefined, fetch: fetchMock as never, random: () => 0.5 });
    const pending = client.request({ path: '/api/player', schema: z.unknown(), code: 'LOAD_PLAYER' }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await pending;
    expect(fetchMock).toHaveBeenCalledTimes(7); // first try + 6 retries
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('LOAD_PLAYER_ERROR');
    expect(log.entries().at(-1)?.code).toBe('LOAD_PLAYER_ERROR');
  });

  it('does not retry writes, nor HTTP error answers', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = createApiClient({ baseUrl: 'http://x', log: createLogger(), onAuthError: () => undefined, fetch: failing as never });
    const pending = client.request({ method: 'post', path: '/api/users', json: {}, schema: z.unknown(), code: 'REGISTRATION' }).catch(() => null);
    await vi.runAllTimersAsync();
    await pending;
    expect(failing).toHaveBeenCalledTimes(1);

    const serverError = vi.fn(async () => ok({ error: 'x' }, 500));
    const client2 = createApiClient({ baseUrl: 'http://x', log: createLogger(), onAuthError: () => undefined, fetch: serverError as never });
    const pending2 = client2.request({ path: '/api/games', schema: z.unknown(), code: 'LOAD_GAMES' }).catch(() => null);
    await vi.runAllTimersAsync();
    await pending2;
    expect(serverError).toHaveBeenCalledTimes(1);
  });

  it('grows the backoff exponentially and keeps jitter within the step', () => {
    expect(backoffDelay(1, () => 0)).toBe(150);
    expect(backoffDelay(1, () => 1)).toBe(300);
    expect(backoffDelay(3, () => 0)).toBe(600);
    expect(backoffDelay(10, () => 1)).toBe(10_000);
  });
});

describe('responses', () => {
  it('broadcasts auth-error on 401, except where a 401 is expected', async () => {
    const onAuthError = vi.fn();
    const client = createApiClient({ baseUrl: 'http://x', log: createLogger(), onAuthError, fetch: (async () => ok({}, 401)) as never });
    await client.request({ path: '/api/player', schema: z.unknown(), code: 'LOAD_PLAYER', authOptional: true }).catch(() => null);
    expect(onAuthError).not.toHaveBeenCalled();
    await client.request({ path: '/api/player/bonuses', schema: z.unknown(), code: 'LOAD_BONUSES' }).catch(() => null);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('turns a malformed answer into a logged LOAD_…_ERROR', async () => {
    const log = createLogger();
    const client = createApiClient({ baseUrl: 'http://x', log, onAuthError: () => undefined, fetch: (async () => ok({ data: 'nope' })) as never });
    const error = await client.request({ path: '/api/games_filter', schema: z.object({ data: z.array(z.unknown()) }), code: 'LOAD_GAMES' }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('LOAD_GAMES_ERROR');
    expect(log.entries()[0]).toMatchObject({ code: 'LOAD_GAMES_ERROR', level: 'error' });
  });

  it('exposes 422 field errors', async () => {
    const client = createApiClient({ baseUrl: 'http://x', log: createLogger(), onAuthError: () => undefined, fetch: (async () => ok({ errors: { email: ['is taken'] } }, 422)) as never });
    const error = (await client.request({ method: 'post', path: '/api/users', json: {}, schema: z.unknown(), code: 'REGISTRATION' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.firstMessage('email')).toBe('is taken');
  });

  it('sends the CSRF token on writes only', async () => {
    const seen: (string | null)[] = [];
    const fetchMock = async (input: Request) => {
      seen.push(input.headers.get('x-csrf-token'));
      return ok({});
    };
    const client = createApiClient({ baseUrl: 'http://x', log: createLogger(), onAuthError: () => undefined, fetch: fetchMock as never, csrfToken: () => 'tok' });
    await client.request({ path: '/a', schema: z.unknown(), code: 'A' });
    await client.request({ method: 'patch', path: '/b', json: {}, schema: z.unknown(), code: 'B' });
    expect(seen).toEqual([null, 'tok']);
  });
});
