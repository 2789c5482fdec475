import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { send422 } from '../../http/validation';
import { activateLootbox } from './activate';
import { issueDueBoxes } from './due-boxes';
import { itemsOf, readDraw, readLootbox, type LootboxRow } from './store';
import { drawToWire, lootboxToWire } from './view';

/**
 * The player's lootbox calls (spec part 2 §7; wire shapes in schemas/wire/lootboxes.ts). All need a session (401).
 * The list holds the open boxes and what was opened or ran out in the last `RECENT_DAYS` days, newest first (spec
 * part 2 §4: the client counts an opened box only on its creation day).
 */
export const RECENT_DAYS = 7;
const DAY_MS = 86_400_000;

const idSchema = z.object({ id: z.string().regex(/^\d{1,15}$/) });

export function registerLootboxRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  /** The signed-in player and the box id of `/…/{id}/…`; null after a 401 or a 404 (an id that is no number). */
  const target = (request: FastifyRequest, reply: FastifyReply): { playerId: number; id: number } | null => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return null;
    const params = idSchema.safeParse(request.params);
    if (!params.success) {
      void reply.code(404).send({ error: 'not_found' });
      return null;
    }
    return { playerId, id: Number(params.data.id) };
  };

  app.get('/api/player/lootboxes', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const now = ctx.clock.now();
    // Boxes other engines give on a schedule (the wheel's daily spin) arrive before the list is read.
    issueDueBoxes(db, playerId, now);
    const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
    const rows = db
      .prepare(
        `SELECT * FROM lootboxes WHERE player_id = ?
           AND (stage = 'issued' OR (stage = 'activated' AND activated_at >= ?) OR (stage = 'expired' AND valid_until >= ?))
         ORDER BY id DESC`,
      )
      .all(playerId, since, since) as LootboxRow[];
    return rows.map((row) => lootboxToWire(db, row, now));
  });

  app.post('/api/player/lootboxes/:id/activation', async (request, reply) => {
    const t = target(request, reply);
    if (!t) return reply;
    const result = activateLootbox(ctx, t.playerId, t.id);
    if (result.ok) return result.answer;
    if (result.reason === 'not_found') return reply.code(404).send({ error: 'not_found' });
    return send422(reply, { base: [result.reason] });
  });

  // The recorded draw of an opened box (DESIGN §12: any outcome can be audited); 404 before it was opened.
  app.get('/api/player/lootboxes/:id/draw', async (request, reply) => {
    const t = target(request, reply);
    if (!t) return reply;
    const box = readLootbox(db, t.id);
    const draw = box && box.player_id === t.playerId ? readDraw(db, t.id) : undefined;
    if (!draw) return reply.code(404).send({ error: 'not_found' });
    const prize = itemsOf(db, t.id).find((item) => item.id === draw.item_id)?.prize ?? '';
    return drawToWire(draw, prize);
  });
}
