import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { PlatformContext } from '../context';
import { Connection, type TopicIndex } from './connection';
import { topicOfEvent } from './topic-access';

/**
 * Cross-site WebSocket hijacking guard: a browser always sends `Origin` on a WebSocket handshake, and a page
 * of another site must not open a socket that rides on this site's cookies. The origin's host must be the
 * host the browser asked (or, behind the client host's PLATFORM_URL proxy, the host it forwarded). No
 * `Origin` at all is not a browser: nothing to ride on, allowed.
 */
export function sameOriginUpgrade(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = request.headers['x-forwarded-host'];
  const hosts = [request.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',').map((h) => h.trim()) : [])];
  return hosts.includes(originHost);
}

/** The phoenix client is given `/socket` and appends the transport name. */
export const SOCKET_PATH = '/socket/websocket';
/** Phoenix clients beat every 30 s; a socket silent for two beats is gone. */
export const IDLE_TIMEOUT_MS = 60_000;

/** Open sockets one address may hold: a player's tabs and devices behind one NAT, never a descriptor flood. */
export const MAX_SOCKETS_PER_ADDRESS = 32;

export interface RealtimeOptions {
  idleTimeoutMs?: number;
  maxSocketsPerAddress?: number;
  /** The client's address (behind trusted proxies, from X-Forwarded-For); default: the socket peer. */
  addressOf?: (request: IncomingMessage) => string;
}

/**
 * Serves the Phoenix Channels v2 socket on `server` at /socket/websocket (other upgrade paths are left to
 * their owners) and pushes every `ctx.events` event to the sockets joined to its topic.
 */
export function attachRealtime(server: Server, ctx: PlatformContext, options: RealtimeOptions = {}): { close(): Promise<void> } {
  const idleTimeout = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const byTopic = new Map<string, Set<Connection>>();
  const connections = new Set<Connection>();
  const topics: TopicIndex = {
    add: (topic, connection) => {
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(connection);
    },
    remove: (topic, connection) => {
      const set = byTopic.get(topic);
      set?.delete(connection);
      if (set?.size === 0) byTopic.delete(topic);
    },
  };

  const maxPerAddress = options.maxSocketsPerAddress ?? MAX_SOCKETS_PER_ADDRESS;
  const addressOf = options.addressOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown');
  const openByAddress = new Map<string, number>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://socket.local');
    if (url.pathname !== SOCKET_PATH) return;
    if (!sameOriginUpgrade(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const address = addressOf(request);
    const open = openByAddress.get(address) ?? 0;
    if (open >= maxPerAddress) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    openByAddress.set(address, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    };
    socket.once('close', release);
    const params = Object.fromEntries(url.searchParams);
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new Connection(ws, () => ctx.db, params, topics);
      connections.add(connection);
      ws.on('message', (data, isBinary) => connection.handle(isBinary ? null : data.toString()));
      ws.on('close', () => {
        connection.dispose();
        connections.delete(connection);
      });
      ws.on('error', () => ws.terminate());
    });
  };
  server.on('upgrade', onUpgrade);

  // An upgraded socket keeps `server.close()` waiting forever (it is no longer an HTTP connection the server
  // can close as idle), so closing the HTTP server ends the sockets first: the host's and Fastify's
  // shutdown then completes whatever order their hooks run in.
  const originalClose = server.close;
  const closeWithSockets = function (this: Server, ...args: Parameters<Server['close']>) {
    for (const connection of connections) connection.terminate();
    return originalClose.apply(this, args);
  } as Server['close'];
  server.close = closeWithSockets;

  const unsubscribe = ctx.events.subscribe((event) => {
    const topic = topicOfEvent(event);
    for (const connection of byTopic.get(topic) ?? []) connection.push(topic, event.event, event.payload);
  });

  const sweep = setInterval(() => {
    const cutoff = Date.now() - idleTimeout;
    for (const connection of connections) if (connection.lastSeen < cutoff) connection.close(1000, 'idle');
  }, Math.max(250, Math.min(idleTimeout / 4, 15_000)));
  sweep.unref();

  return {
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        unsubscribe();
        server.off('upgrade', onUpgrade);
        if (server.close === closeWithSockets) server.close = originalClose;
        for (const connection of connections) connection.terminate();
        connections.clear();
        byTopic.clear();
        wss.close(() => resolve());
      }),
  };
}
