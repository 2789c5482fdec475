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

  it('a failed read with a block state (whenFailed) draws that state, travels with the page, and is asked again after a moment', async () => {
    let now = 0;
    const server = createLoadedData({}, () => now);
    const down = vi.fn(async (): Promise<string[]> => {
      throw new Error('down');
    });
    const drawn = server.read('k', down, { value: [] }) as Tracked;
    await expect(drawn).resolves.toEqual([]);
    expect(server.snapshot()).toEqual({ k: [] });
    expect(server.failedKeys()).toEqual(['k']);
    expect(server.read('k', down, { value: [] })).toBe(drawn);

    // The browser hydrates the same state without asking, then a later mount asks again.
    const browser = createLoadedData(server.snapshot(), () => now, LOADED_MAX_AGE_MS, server.failedKeys());
    const up = vi.fn(async () => ['a']);
    expect(browser.read('k', up, { value: [] })).toMatchObject({ status: 'fulfilled', value: [] });
    expect(up).not.toHaveBeenCalled();
    now = FAILED_KEPT_MS;
    await expect(browser.read('k', up, { value: [] })).resolves.toEqual(['a']);
    expect(browser.failedKeys()).toEqual([]);
    // An answer is kept for its full age again.
    now += FAILED_KEPT_MS * 2;
    void browser.read('k', up, { value: [] });
    expect(up).toHaveBeenCalledTimes(1);
  });

  it('clear drops every answer (a session change)', async () => {
    const data = createLoadedData({ k: 1 });
    data.clear();
    expect(data.snapshot()).toEqual({});
  });
});
