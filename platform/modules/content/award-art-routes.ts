import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PlatformContext } from '../../context';
import { awardImageSvg } from '../../seed-data/art/logos';

/** Art is a pure function of seeded data, so it may be cached for a year and shared by every visitor. */
const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml; charset=utf-8').send(svg);

/** `/previews/awards/{slug}.svg`: the medallion of an award (content's `awards`), or one drawn from the slug. */
export function registerAwardArtRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const awardStmt = ctx.db.prepare('SELECT name, year, prize FROM awards WHERE image_slug = ?');
  app.get<{ Params: { slug: string } }>('/previews/awards/:slug.svg', async (request, reply) => {
    const row = awardStmt.get(request.params.slug) as { name: string; year: number; prize: string } | undefined;
    if (row) return sendSvg(reply, awardImageSvg(row.name, row.year, row.prize === 'winner'));
    // Other medallions (VIP levels, manager avatars) are drawn from the slug alone.
    if (!/^[a-z0-9-]{1,64}$/.test(request.params.slug)) return reply.code(404).send({ error: 'not_found' });
    const label = request.params.slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    return sendSvg(reply, awardImageSvg(label, null, request.params.slug.includes('gold') || request.params.slug.includes('diamond')));
  });
}
