import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PluginRuntime } from '@core/index';
import { startBridge, type Bridge } from '../bridge';

const PARENT = 'http://127.0.0.1:5000';
const ALLOWED = ['https://sports.aurora.casino', 'http://127.0.0.1:*'];

/** A frame window: its own events and document, and a parent whose `postMessage` is recorded. */
function framedWindow(ancestor: string) {
  const target = new EventTarget();
  const documentTarget = new EventTarget();
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win = {
    parent,
    location: { search: '', origin: 'http://127.0.0.1:4000', ancestorOrigins: [ancestor] },
    document: Object.assign(documentTarget, { referrer: '', documentElement: { dataset: {} as Record<string, string> } }),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  return { win: win as unknown as Window, posted, dispatch: (event: Event) => target.dispatchEvent(event) };
}

function fakeRuntime() {
  const session = proxy({ status: 'guest' as 'guest' | 'player' | 'unknown', player: null, accounts: [] as { currency: string; amount_cents: number }[] });
  const refreshSession = vi.fn(async () => undefined);
  return { runtime: { session, refreshSession } as unknown as PluginRuntime, session, refreshSession };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let bridge: Bridge | null = null;
afterEach(() => bridge?.stop());

describe('embedded-mode bridge', () => {
  it('posts refresh_user to the parent origin after sign-in and after a balance change, not at start', async () => {
    const { win, posted } = framedWindow(PARENT);
    const { runtime, session } = fakeRuntime();
    bridge = startBridge(runtime, ALLOWED, win);
    expect(bridge.embedding).toEqual({ mode: 'iframe', targetOrigin: PARENT });
    await flush();
    expect(posted).toEqual([]);

    session.status = 'player';
    session.accounts = [{ currency: 'EUR', amount_cents: 1000 }];
    await flush();
    expect(posted).toEqual([{ message: { source: 'croupier', type: 'refresh_user', signed_in: true }, origin: PARENT }]);

    session.accounts = [{ currency: 'EUR', amount_cents: 2500 }];
    await flush();
    expect(posted).toHaveLength(2);
    expect(posted.every((p) => p.origin === PARENT)).toBe(true);
  });

  it('acts on refresh_user from the parent origin and ignores it from any other origin', async () => {
    const { win, dispatch } = framedWindow(PARENT);
    const { runtime, refreshSession } = fakeRuntime();
    bridge = startBridge(runtime, ALLOWED, win);
    dispatch(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'refresh_user' } }));
    dispatch(new MessageEvent('message', { origin: 'http://127.0.0.1:5001', data: { type: 'refresh_user' } }));
    expect(refreshSession).not.toHaveBeenCalled();
    dispatch(new MessageEvent('message', { origin: PARENT, data: { type: 'refresh_user' } }));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('stays off inside a frame of a site not on the list: nothing is posted', async () => {
    const { win, posted } = framedWindow('https://evil.example');
    const { runtime, session } = fakeRuntime();
    bridge = startBridge(runtime, ALLOWED, win);
    expect(bridge.embedding).toBeNull();
    session.status = 'player';
    await flush();
    bridge.post({ source: 'croupier', type: 'close' });
    expect(posted).toEqual([]);
  });
});
