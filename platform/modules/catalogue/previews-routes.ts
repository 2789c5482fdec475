import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlatformContext } from '../../context';
import { gamePreviewSvg } from '../../seed-data/art/game-preview';
import { bannerArtSvg, paymentLogoSvg, providerLogoSvg } from '../../seed-data/art/logos';
import { CASHBOX_ONLY_LOGOS, PAYMENT_METHODS } from '../../seed-data/payment-methods';

/** Art is a pure function of seeded data, so it may be cached for a year and shared by every visitor. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml; charset=utf-8').send(svg);
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'not_found' });

export function registerPreviewRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const providerStmt = db.prepare('SELECT title, palette FROM game_providers WHERE slug = ?');
  const gameStmt = db.prepare('SELECT g.title, p.title AS provider_title, p.palette FROM games g JOIN game_providers p ON p.slug = g.provider WHERE g.identifier = ?');

  app.get<{ Params: { slug: string } }>('/previews/providers/:slug.svg', async (request, reply) => {
    const row = providerStmt.get(request.params.slug) as { title: string; palette: string } | undefined;
    return row ? sendSvg(reply, providerLogoSvg(row.title, JSON.parse(row.palette) as [string, string])) : notFound(reply);
  });

  app.get<{ Params: { name: string } }>('/previews/payments/:name.svg', async (request, reply) => {
    const method = [...PAYMENT_METHODS, ...CASHBOX_ONLY_LOGOS].find((m) => m.name === request.params.name);
    return method ? sendSvg(reply, paymentLogoSvg(method.name, method.label)) : notFound(reply);
  });

  app.get<{ Params: { slug: string } }>('/previews/banners/:slug.svg', async (request, reply) => {
    return /^[a-z0-9-]{1,64}$/.test(request.params.slug) ? sendSvg(reply, bannerArtSvg(request.params.slug)) : notFound(reply);
  });

  app.get<{ Params: { provider: string; slug: string } }>('/previews/:provider/:slug.svg', async (request, reply) => {
    const { provider, slug } = request.params;
    const row = gameStmt.get(`${provider}/${slug}`) as { title: string; provider_title: string; palette: string } | undefined;
    return row ? sendSvg(reply, gamePreviewSvg(`${provider}/${slug}`, row.title, row.provider_title, JSON.parse(row.palette) as [string, string])) : notFound(reply);
  });
}
