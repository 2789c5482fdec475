import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';

/**
 * What the client needs before sign-up: the captcha setting (guests read it, so it cannot live only in the
 * player settings) and, for the self-hosted proof of work, a fresh challenge.
 */
export function registerCaptchaRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.get('/api/info/captcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ctx.captcha.setting();
  });

  app.get('/api/captcha/challenge', async (_request, reply) => {
    if (!ctx.captcha.challenge) return reply.code(404).send({ error: 'not_found' });
    // Challenges are single-use: a cached one would be refused as replayed.
    reply.header('cache-control', 'no-store');
    return ctx.captcha.challenge();
  });
}
