import { describe, expect, it, vi } from 'vitest';
import { createLoadedData, FAILED_KEPT_MS, LOADED_MAX_AGE_MS } from './loaded-data';

type Tracked = Promise<unknown> & { status?: string; value?: unknown };

describe('loaded data (useLoaded, issue 14)', () => {
  it('reads a key once, keeps the answer fresh for its age, and snapshots what was fulfilled', async () => {
    let now = 0;
    const data = createLoadedData({}, () => now);
    const load = vi.fn(async () => ['a']);
    const first = data.read('k', load) as Tracked;
    expect(data.read('k', load)).toBe(first);
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: ['a'] });
    expect(data.snapshot()).toEqual({ k: ['a'] });
    now = LOADED_MAX_AGE_MS + 1;
    expect(data.read('k', load)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a seeded value is read without suspending (React sees a fulfilled promise)', () => {
    const data = createLoadedData({ rows: [1, 2] });
    const load = vi.fn(async () => [3]);
    expect(data.read('rows', load)).toMatchObject({ status: 'fulfilled', value: [1, 2] });
    expect(load).not.toHaveBeenCalled();
  });

  it('a failure is kept a moment (no loop of retries while it is shown), then a new read asks again', async () => {
    let now = 0;
    const data = createLoadedData({}, () => now);
    const load = vi.fn(async () => {
      throw new Error('down');
    });
    const failed = data.read('k', load) as Tracked;
    await failed.catch(() => undefined);
    expect(failed.status).toBe('rejected');
    expect(data.read('k', load)).toBe(failed);
    expect(load).toHaveBeenCalledTimes(1);
    now = FAILED_KEPT_MS;
    void data.read('k', load).catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(data.snapshot()).toEqual({});
  });

  it('clear drops every answer (a session change)', async () => {
    const data = createLoadedData({ k: 1 });
    data.clear();
    expect(data.snapshot()).toEqual({});
  });
});
