import type { FastifyInstance } from 'fastify';

/**
 * Paths only demo aids answer (dev mailbox, dev payment provider, simulated social sign-in). Outside demo
 * mode their routes are not registered; these answer 404 in their place so that the host's page fallback
 * does not serve the client there instead.
 */
const DEMO_ONLY_PATHS = ['/dev', '/dev/*', '/users/auth/*'];

export function refuseDemoPaths(app: FastifyInstance) {
  for (const url of DEMO_ONLY_PATHS) app.all(url, async (_request, reply) => reply.code(404).send({ error: 'not_found' }));
}
