import type { AddressInfo } from 'node:net';
import { type Channel, Socket } from 'phoenix';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { balanceEventSchema } from '../../schemas/wire/realtime';
import { buildPlatformApp } from '../app';
import { socketTokenSession } from '../auth/socket-token';
import { createSignedInPlayer, credit, insertGame, tempDataDir } from '../../tests/platform/helpers';
import { attachRealtime } from './attach';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(dataDir: string, port = 0, idleTimeoutMs = 60_000) {
  const { app, ctx } = await buildPlatformApp({ dataDir });
  await app.listen({ port, host: '127.0.0.1' });
  const realtime = attachRealtime(app.server, ctx, { idleTimeoutMs });
  const stop = async () => {
    await realtime.close();
    await app.close();
  };
  return { app, ctx, port: (app.server.address() as AddressInfo).port, stop };
}

const joinResult = (channel: Channel) =>
  new Promise<{ status: 'ok' | 'error'; response: unknown }>((resolve) => {
    channel
      .join()
      .receive('ok', (response: unknown) => resolve({ status: 'ok', response }))
      .receive('error', (response: unknown) => resolve({ status: 'error', response }));
  });

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** `{user, token}` as the client gets them: from the signed-in player's settings. */
async function socketParams(base: string, headers: Record<string, string>): Promise<{ user: string; token: string }> {
  const settings = (await (await fetch(`${base}/api/player/settings`, { headers })).json()) as { socket: { user: string; token: string } };
  return { user: settings.socket.user, token: settings.socket.token };
}

describe('Phoenix socket', () => {
  it('joins a private channel, gets balance pushes after a bet, is refused elsewhere, and rejoins after a restart', async () => {
    const temp = tempDataDir();
    cleanups.push(() => temp.cleanup());
    let server = await startServer(temp.dir, 0, 500);
    let stopped = false;
    cleanups.push(() => (stopped ? undefined : server.stop()));
    const player = createSignedInPlayer(server.ctx.db);
    const other = createSignedInPlayer(server.ctx.db);
    const params = await socketParams(`http://127.0.0.1:${server.port}`, player.headers);
    insertGame(server.ctx.db, { provider: 'croupier-test', slug: 'rt-slot', currencies: ['EUR'] });
    credit(server.ctx.db, player.playerId, 'EUR', 10_000);

    const socket = new Socket(`ws://127.0.0.1:${server.port}/socket`, { transport: WebSocket, params, heartbeatIntervalMs: 200 });
    let heartbeatReplies = 0;
    socket.onMessage((message: object) => {
      if ((message as { topic?: string }).topic === 'phoenix') heartbeatReplies++;
    });
    socket.connect();
    cleanups.push(() => socket.disconnect());

    const balances: number[] = [];
    const balance = socket.channel(`balance:${player.playerId}`, params);
    balance.on('balance', (payload: unknown) => {
      balances.push(balanceEventSchema.parse(payload).amount_cents);
    });
    expect((await joinResult(balance)).status).toBe('ok');
    expect(await joinResult(socket.channel(`balance:${other.playerId}`, params))).toEqual({ status: 'error', response: { reason: 'unauthorized' } });
    // The phoenix client leaves an open channel when another of the same topic joins: forge on a second socket.
    const forger = new Socket(`ws://127.0.0.1:${server.port}/socket`, { transport: WebSocket });
    forger.connect();
    expect((await joinResult(forger.channel(`balance:${player.playerId}`, { user: params.user, token: 'forged' }))).status).toBe('error');
    expect((await joinResult(forger.channel(`balance:${player.playerId}`, {}))).status).toBe('error');
    forger.disconnect();
    expect((await joinResult(socket.channel('wins', {}))).status).toBe('ok');

    const base = `http://127.0.0.1:${server.port}`;
    const session = await (
      await fetch(`${base}/api/games/croupier-test/rt-slot/session`, { method: 'POST', headers: player.headers, body: JSON.stringify({ mode: 'real' }) })
    ).json();
    const spin = await (await fetch(`${base}${session.url}/spin`, { method: 'POST', headers: player.headers, body: JSON.stringify({ bet_cents: 100 }) })).json();
    await until(() => balances.includes(spin.balance_cents));

    // Heartbeats are answered and keep the socket open past the (shortened, 500 ms) idle timeout.
    const repliesBefore = heartbeatReplies;
    await new Promise((r) => setTimeout(r, 1200));
    expect(socket.isConnected()).toBe(true);
    expect(heartbeatReplies - repliesBefore).toBeGreaterThanOrEqual(3);

    // Restart on the same port: the client reconnects and rejoins by itself.
    const port = server.port;
    await server.stop();
    stopped = true;
    await until(() => !socket.isConnected());
    server = await startServer(temp.dir, port, 500);
    stopped = false;
    await until(() => socket.isConnected() && balance.state === 'joined', 10_000);
    credit(server.ctx.db, player.playerId, 'EUR', 1);
    await until(() => balances.includes(spin.balance_cents + 1));
  });

  it('binds a token to its session: refused after sign-out and once expired; a joined channel closes on its next push', async () => {
    const temp = tempDataDir();
    cleanups.push(() => temp.cleanup());
    const server = await startServer(temp.dir);
    cleanups.push(() => server.stop());
    const base = `http://127.0.0.1:${server.port}`;
    const player = createSignedInPlayer(server.ctx.db);
    const params = await socketParams(base, player.headers);
    const playerId = player.playerId;
    expect(socketTokenSession(server.ctx.db, playerId, params.token)).not.toBeNull();
    expect(socketTokenSession(server.ctx.db, playerId, params.token, Date.now() + 13 * 3_600_000)).toBeNull();
    expect(socketTokenSession(server.ctx.db, playerId + 1, params.token)).toBeNull();

    const socket = new Socket(`ws://127.0.0.1:${server.port}/socket`, { transport: WebSocket, params });
    socket.connect();
    cleanups.push(() => socket.disconnect());
    const balance = socket.channel(`balance:${playerId}`, params);
    const pushes: unknown[] = [];
    balance.on('balance', (payload: unknown) => {
      pushes.push(payload);
    });
    let closed = false;
    balance.onClose(() => {
      closed = true;
    });
    expect((await joinResult(balance)).status).toBe('ok');

    const out = await fetch(`${base}/api/users/sign_out`, { method: 'DELETE', headers: { cookie: player.cookie, 'x-csrf-token': player.csrf } });
    expect(out.ok).toBe(true);
    expect(socketTokenSession(server.ctx.db, playerId, params.token)).toBeNull();
    credit(server.ctx.db, playerId, 'EUR', 500);
    await until(() => closed);
    expect(pushes).toEqual([]);
    const again = new Socket(`ws://127.0.0.1:${server.port}/socket`, { transport: WebSocket, params });
    again.connect();
    cleanups.push(() => again.disconnect());
    expect(await joinResult(again.channel(`balance:${playerId}`, params))).toEqual({ status: 'error', response: { reason: 'unauthorized' } });
  });

  it('refuses a handshake from another site (Origin), accepts its own and a forwarded host', async () => {
    const temp = tempDataDir();
    cleanups.push(() => temp.cleanup());
    const server = await startServer(temp.dir);
    cleanups.push(() => server.stop());
    const url = `ws://127.0.0.1:${server.port}/socket/websocket?vsn=2.0.0`;
    const outcome = (headers: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.once('open', () => (ws.close(), resolve('open')));
        ws.once('unexpected-response', (_request, response) => resolve(String(response.statusCode)));
        ws.once('error', () => resolve('error'));
      });
    expect(await outcome({ origin: 'https://evil.example' })).toBe('403');
    expect(await outcome({ origin: `http://127.0.0.1:${server.port}` })).toBe('open');
    expect(await outcome({ origin: 'https://aurora.casino', 'x-forwarded-host': 'aurora.casino' })).toBe('open');
    expect(await outcome({})).toBe('open');
  });

  it('caps open sockets per client address and frees a slot when one closes', async () => {
    const temp = tempDataDir();
    cleanups.push(() => temp.cleanup());
    const { app, ctx } = await buildPlatformApp({ dataDir: temp.dir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const realtime = attachRealtime(app.server, ctx, { maxSocketsPerAddress: 2 });
    cleanups.push(async () => {
      await realtime.close();
      await app.close();
    });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/socket/websocket?vsn=2.0.0`;
    const open = () =>
      new Promise<{ status: string; ws: WebSocket }>((resolve) => {
        const ws = new WebSocket(url);
        ws.once('open', () => resolve({ status: 'open', ws }));
        ws.once('unexpected-response', (_request, response) => resolve({ status: String(response.statusCode), ws }));
      });
    const first = await open();
    const second = await open();
    expect([first.status, second.status]).toEqual(['open', 'open']);
    expect((await open()).status).toBe('429');
    const closed = new Promise((resolve) => first.ws.once('close', resolve));
    first.ws.close();
    await closed;
    let third = await open();
    // The server may see the close a moment after the client: ask again until the slot is free.
    for (let i = 0; i < 50 && third.status !== 'open'; i++) third = await open();
    expect(third.status).toBe('open');
    second.ws.close();
    third.ws.close();
  });

  it('closes a socket that never sends a heartbeat, and leaves other upgrade paths alone', async () => {
    const temp = tempDataDir();
    cleanups.push(() => temp.cleanup());
    const server = await startServer(temp.dir, 0, 400);
    cleanups.push(() => server.stop());
    const raw = new WebSocket(`ws://127.0.0.1:${server.port}/socket/websocket?vsn=2.0.0`);
    await new Promise((resolve) => raw.once('open', resolve));
    raw.send(JSON.stringify(['1', '1', 'wins', 'phx_join', {}]));
    const reply = await new Promise<unknown>((resolve) => raw.once('message', (data) => resolve(JSON.parse(String(data)))));
    expect(reply).toEqual(['1', '1', 'wins', 'phx_reply', { status: 'ok', response: {} }]);
    const closedAt = await new Promise<number>((resolve) => raw.once('close', () => resolve(Date.now())));
    expect(closedAt).toBeGreaterThan(0);

    let otherUpgrade = false;
    server.app.server.on('upgrade', (request, socket) => {
      if (request.url?.startsWith('/elsewhere')) {
        otherUpgrade = true;
        socket.destroy();
      }
    });
    const elsewhere = new WebSocket(`ws://127.0.0.1:${server.port}/elsewhere`);
    await new Promise((resolve) => elsewhere.once('error', resolve));
    expect(otherUpgrade).toBe(true);
  });

  it('lets the HTTP server close while sockets are open (shutdown never hangs)', async () => {
    const temp = tempDataDir();
    cleanups.push(() => temp.cleanup());
    const { app, ctx } = await buildPlatformApp({ dataDir: temp.dir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const realtime = attachRealtime(app.server, ctx);
    const raw = new WebSocket(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/socket/websocket?vsn=2.0.0`);
    await new Promise((resolve) => raw.once('open', resolve));
    const closed = new Promise((resolve) => raw.once('close', resolve));
    await app.close();
    await closed;
    await realtime.close();
  });
});
