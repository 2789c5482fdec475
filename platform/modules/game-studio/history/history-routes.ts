import type { FastifyInstance } from 'fastify';
import { BET_HISTORY_MAX_PER_PAGE, betHistoryQuerySchema } from '../../../../schemas/wire/game-history';
import { requirePlayer } from '../../../auth/sessions';
import type { PlatformContext } from '../../../context';
import { parseOr422, send422 } from '../../../http/validation';
import { historyEntries, historyPage, historyTotals, playerRound } from './history-store';
import { outcomeOf } from './outcome-view';

const DEFAULT_PER_PAGE = 20;
const BET_ID = /^[1-9]\d{0,15}$/;

/**
 * The player's bet history (schemas/wire/game-history.ts): every round of the game studio they played, real
 * and demo, newest first. Guests get 401; a bad query value 422 `{errors: {field: [code]}}`; a round of another
 * player, or none, 404.
 */
export function registerHistoryRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.get('/api/player/games_history', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    const query = parseOr422(betHistoryQuerySchema, request.query, reply);
    if (!query) return reply;
    const from = query.from ? new Date(query.from).toISOString() : null;
    const to = query.to ? new Date(query.to).toISOString() : null;
    if (from && to && from >= to) return send422(reply, { to: ['must_be_after_from'] });
    const page = query.page ?? 1;
    const perPage = Math.min(query.per_page ?? DEFAULT_PER_PAGE, BET_HISTORY_MAX_PER_PAGE);
    const filter = { playerId, from, to, game: query.game ?? null };
    const { rows, total } = historyPage(ctx.db, filter, page, perPage);
    return reply.header('Cache-Control', 'no-store').send({
      data: historyEntries(ctx.db, rows),
      page,
      per_page: perPage,
      total_count: total,
      totals: historyTotals(ctx.db, filter),
    });
  });

  app.get('/api/player/games_history/:betId', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    const { betId } = request.params as { betId: string };
    const round = BET_ID.test(betId) ? playerRound(ctx.db, playerId, Number(betId)) : undefined;
    if (!round) return reply.code(404).send({ error: 'not_found' });
    const [entry] = historyEntries(ctx.db, [round]);
    return reply.header('Cache-Control', 'no-store').send({ entry, outcome: outcomeOf(ctx.db, round, ctx.clock.now().getTime()) });
  });
}
