import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteBootBundle } from './site-boot-bundle';

/** A site's boot bundle in the encoding the browser accepts best; compressed once when the bundle was made. */
export function sendBootBundle(request: FastifyRequest, reply: FastifyReply, bundle: SiteBootBundle) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  const body = encoding === 'br' ? bundle.script.br : encoding === 'gzip' ? bundle.script.gzip : bundle.script.identity;
  reply
    .header('Content-Type', 'application/javascript; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
