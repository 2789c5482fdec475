import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ApiClient } from '../api/client';
import { createLogger } from '../log/logger';
import type { RealtimeHandlerContribution } from '../plugin/contributions';
import { createRealtimeClient } from './realtime-client';

// A stand-in for the phoenix client: records the sockets opened and the topics joined on each.
const sockets: { topics: string[]; disconnected: boolean; url: string; options: unknown; joinPayloads: unknown[] }[] = [];
// The event listeners the client put on each topic, to play pushes from the server.
const listeners = new Map<string, (payload: unknown) => void>();
vi.mock('phoenix', () => ({
  Socket: class {
    record = { topics: [] as string[], disconnected: false, url: '', options: undefined as unknown, joinPayloads: [] as unknown[] };
    constructor(url: string, options?: unknown) {
      this.record.url = url;
      this.record.options = options;
      sockets.push(this.record);
    }
    connect() {}
    disconnect() {
      this.record.disconnected = true;
    }
    isConnected() {
      return !this.record.disconnected;
    }
    channel(topic: string, payload?: unknown) {
      const record = this.record;
      record.joinPayloads.push(payload);
      return {
        on(event: string, listener: (payload: unknown) => void) {
          listeners.set(`${topic}/${event}`, listener);
        },
        leave() {
          record.topics.splice(record.topics.indexOf(topic), 1);
        },
        join() {
          record.topics.push(topic);
          return { receive: () => undefined };
        },
      };
    }
  },
}));

const handler = (channel: string, scope: 'public' | 'private', onDemand = false): RealtimeHandlerContribution => ({
  channel,
  scope,
  event: channel,
  onDemand,
  binding: () => ({ schema: z.unknown(), handle: () => undefined }),
});
const open = () => sockets.filter((s) => !s.disconnected);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime client: on-demand channels', () => {
  it('opens no socket for a guest whose only channel is on demand, joins it while held, and lets go', async () => {
    sockets.length = 0;
    const client = createRealtimeClient({
      http: {} as ApiClient,
      log: createLogger(),
      handlers: () => [handler('tournaments', 'public', true)],
      dispatch: () => undefined,
      baseUrl: 'http://localhost',
    });
    await client.start(null);
    expect(open()).toEqual([]);

    const releaseA = client.request('tournaments');
    const releaseB = client.request('tournaments');
    await vi.waitFor(() => expect(open().map((s) => s.topics)).toEqual([['tournaments']]));
    releaseA();
    await settle();
    expect(open().map((s) => s.topics)).toEqual([['tournaments']]);
    releaseB();
    releaseB(); // letting go twice counts once
    await vi.waitFor(() => expect(open()).toEqual([]));
  });

  it('joins always-on public channels at start and adds an on-demand one beside them', async () => {
    sockets.length = 0;
    const client = createRealtimeClient({
      http: {} as ApiClient,
      log: createLogger(),
      handlers: () => [handler('wins', 'public'), handler('tournaments', 'public', true)],
      dispatch: () => undefined,
      baseUrl: 'http://localhost',
    });
    await client.start(null);
    expect(open().map((s) => s.topics)).toEqual([['wins']]);
    const release = client.request('tournaments');
    await vi.waitFor(() => expect(open().map((s) => s.topics)).toEqual([['wins', 'tournaments']]));
    release();
    await vi.waitFor(() => expect(open().map((s) => s.topics)).toEqual([['wins']]));
  });
});

describe('realtime client: one socket as channels come and go', () => {
  it('joins a channel a late plugin adds on the open socket, leaving the others joined (no push lost to a reconnect)', async () => {
    sockets.length = 0;
    const handlers = [handler('wins', 'public')];
    const client = createRealtimeClient({ http: {} as ApiClient, log: createLogger(), handlers: () => handlers, dispatch: () => undefined, baseUrl: 'http://localhost' });
    await client.start(null);
    expect(sockets.map((s) => s.topics)).toEqual([['wins']]);
    handlers.push(handler('jackpots_changes', 'public'));
    await client.start(null);
    expect(sockets).toHaveLength(1);
    expect(open().map((s) => s.topics)).toEqual([['wins', 'jackpots_changes']]);
    const release = client.request('jackpots_changes');
    release();
    await settle();
    expect(sockets).toHaveLength(1);
    client.stop();
    expect(open()).toEqual([]);
  });

  it('opens a new socket when the player changes (the token is per player)', async () => {
    sockets.length = 0;
    const http = { request: async () => ({ socket: { user: '7', token: 't', url: '/socket' } }) } as unknown as ApiClient;
    const client = createRealtimeClient({ http, log: createLogger(), handlers: () => [handler('wins', 'public'), handler('balance', 'private')], dispatch: () => undefined, baseUrl: 'http://localhost' });
    await client.start(null);
    expect(open().map((s) => s.topics)).toEqual([['wins']]);
    await client.start(7);
    expect(sockets).toHaveLength(2);
    expect(open().map((s) => s.topics)).toEqual([['wins', 'balance:7']]);
    client.stop();
  });

  it('sends the session token in the join payload, never in the socket URL', async () => {
    sockets.length = 0;
    const http = { request: async () => ({ socket: { user: '7', token: 'secret-token', url: '/socket' } }) } as unknown as ApiClient;
    const client = createRealtimeClient({ http, log: createLogger(), handlers: () => [handler('balance', 'private')], dispatch: () => undefined, baseUrl: 'http://localhost' });
    await client.start(7);
    const [socket] = open();
    expect(socket!.url).toBe('ws://localhost/socket');
    expect(JSON.stringify(socket!.options ?? {})).not.toContain('secret-token');
    expect(socket!.joinPayloads).toEqual([{ user: '7', token: 'secret-token' }]);
    client.stop();
  });
});

describe('realtime client: lazy handlers', () => {
  it('loads a lazy handler once, on the first event, and hands events over in the order they came', async () => {
    sockets.length = 0;
    let loads = 0;
    const seen: unknown[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const schema = z.object({ n: z.number() });
    let loading: Promise<{ schema: typeof schema; handle: (p: { n: number }) => void }> | null = null;
    const lazy: RealtimeHandlerContribution = {
      channel: 'wins',
      scope: 'public',
      event: 'wins',
      binding: () => {
        loading ??= (loads++, gate.then(() => ({ schema, handle: (payload: { n: number }) => void seen.push(payload.n) })));
        return loading as never;
      },
    };
    const errors: string[] = [];
    const log = createLogger();
    const client = createRealtimeClient({
      http: {} as ApiClient,
      log: { ...log, error: (code: string) => void errors.push(code) } as typeof log,
      handlers: () => [lazy],
      dispatch: (binding, _handler, payload) => binding.handle(payload, {} as never),
      baseUrl: 'http://localhost',
    });
    await client.start(null);
    const push = listeners.get('wins/wins')!;
    push({ n: 1 });
    push({ n: 'malformed' });
    push({ n: 2 });
    expect(seen).toEqual([]);
    release();
    await settle();
    await settle();
    expect(seen).toEqual([1, 2]);
    expect(loads).toBe(1);
    expect(errors).toEqual(['REALTIME_PAYLOAD_ERROR']);
    client.stop();
  });
});
