import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentPlayerId, requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { lotteryVisibleTo, readLottery, readLotteryBySlug, viewerGroups, type LotteryRow } from './store';
import { lotteryStatusToWire, lotteryToWire } from './view';

/** Drawn lotteries stay listed this long (results on the lottery page). */
export const RECENT_DAYS = 14;
const DAY_MS = 86_400_000;

export function registerLotteryRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const listed = (request: FastifyRequest) => {
    const since = new Date(ctx.clock.now().getTime() - RECENT_DAYS * DAY_MS).toISOString();
    const rows = db.prepare('SELECT * FROM lotteries WHERE finished_at IS NULL OR finished_at >= ? ORDER BY finished_at IS NOT NULL, end_at, id').all(since) as LotteryRow[];
    const groups = viewerGroups(db, currentPlayerId(db, request));
    return rows.filter((row) => lotteryVisibleTo(row, groups));
  };
  /** By slug (`/lottery/{slug}` pages) or by id, whichever the path is meant to carry first. */
  const findVisible = (request: FastifyRequest, reply: FastifyReply, key: string, first: 'slug' | 'id'): LotteryRow | null => {
    const byId = () => (/^\d{1,15}$/.test(key) ? readLottery(db, Number(key)) : undefined);
    const row = first === 'id' ? (byId() ?? readLotteryBySlug(db, key)) : (readLotteryBySlug(db, key) ?? byId());
    if (!row || !lotteryVisibleTo(row, viewerGroups(db, currentPlayerId(db, request)))) {
      void reply.code(404).send({ error: 'not_found' });
      return null;
    }
    return row;
  };

  app.get('/api/lotteries', async (request) => {
    const now = ctx.clock.now();
    return listed(request).map((row) => lotteryToWire(db, row, now));
  });

  // The player's tickets in every listed lottery (the header's tickets balance).
  app.get('/api/lotteries/statuses', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    return listed(request).map((row) => lotteryStatusToWire(db, row, playerId));
  });

  app.get('/api/lotteries/:slug', async (request, reply) => {
    const row = findVisible(request, reply, (request.params as { slug: string }).slug, 'slug');
    if (!row) return reply;
    return lotteryToWire(db, row, ctx.clock.now());
  });

  app.get('/api/lotteries/:id/status', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const row = findVisible(request, reply, (request.params as { id: string }).id, 'id');
    if (!row) return reply;
    return lotteryStatusToWire(db, row, playerId);
  });
}
