import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { SOCKET_PATH } from '../platform/realtime/attach';

/** The platform's socket (the reference platform's path, which the family shares). */
export const isSocketUpgrade = (url: string | undefined) => (url ?? '').split('?')[0] === SOCKET_PATH;

const HOP_BY_HOP = new Set(['connection', 'upgrade', 'keep-alive', 'transfer-encoding', 'host']);

/**
 * Relays a WebSocket handshake to the operator's platform and, once it switches protocols, pipes bytes both
 * ways: the browser keeps talking to its own origin (cookies, CSP `connect-src 'self'`), whichever host
 * process answers. The platform sees the browser's `Origin` and the forwarded host, so its own origin check
 * still applies.
 */
export function proxySocketUpgrade(base: URL, request: IncomingMessage, socket: Duplex, head: Buffer): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const upstream = (base.protocol === 'https:' ? httpsRequest : httpRequest)({
    protocol: base.protocol,
    hostname: base.hostname,
    port: base.port,
    method: 'GET',
    path: request.url,
    headers: { ...headers, host: base.host, connection: 'Upgrade', upgrade: 'websocket', 'x-forwarded-host': request.headers.host ?? '' },
  });
  const fail = () => socket.destroy();
  socket.on('error', () => upstream.destroy());
  upstream.on('error', fail);
  upstream.on('response', (response) => {
    // The platform refused the handshake: pass its status on and close.
    socket.end(`HTTP/1.1 ${response.statusCode ?? 502} ${response.statusMessage ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    response.resume();
  });
  upstream.on('upgrade', (response, platformSocket, platformHead) => {
    const lines = [`HTTP/1.1 101 ${response.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (platformHead.length) socket.write(platformHead);
    if (head.length) platformSocket.write(head);
    platformSocket.on('error', fail);
    platformSocket.on('close', fail);
    socket.on('close', () => platformSocket.destroy());
    platformSocket.pipe(socket).pipe(platformSocket);
  });
  upstream.end();
}

/**
 * Every upgrade that nothing on this host serves is answered and closed at once: left alone, such a socket
 * stays open (CLOSE-WAIT) long after the client went away, one descriptor each. Runs after the owners'
 * listeners (they are attached first); `served` says which paths have one.
 */
export function refuseOtherUpgrades(served: (url: string | undefined) => boolean) {
  return (request: IncomingMessage, socket: Duplex) => {
    if (served(request.url)) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    socket.destroy();
  };
}
