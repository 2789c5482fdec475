import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { QUEST_SIZES } from '../../../config/quest-levels';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import type { PlatformContext } from '../../context';
import { parseOr422, send422 } from '../../http/validation';
import { createQuest, ladderProblem } from './create-quest';
import { readQuest } from './store';
import { questToWire } from './view';

/** How many dev quests may be open at once: a public demo cannot be flooded. */
export const DEV_QUESTS_OPEN_CAP = 20;

const devQuestSchema = z.strictObject({
  title: z.string().min(1).max(80).optional(),
  size: z.enum(QUEST_SIZES).default('xs'),
  starts_in_seconds: z.number().int().min(0).max(86_400).default(0),
  duration_seconds: z.number().int().min(10).max(7 * 86_400).default(3_600),
  /** The size's number of levels in EUR cents, first 0, rising (a ladder a spin or two climbs). */
  ladder_eur_cents: z.array(z.number().int().min(0).max(1e9)).max(25).optional(),
});

/**
 * Demo aid (registered in demo mode only, like the dev tournaments): `POST /dev/quests` creates a quest that runs
 * now (or in a few seconds), optionally with a short ladder, so an end-to-end test watches bets climb it without
 * depending on the seed's clock or on what other tests bet before. 201 with the quest in EUR.
 */
export function registerDevQuestRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/dev/quests', async (request, reply) => {
    const body = parseOr422(devQuestSchema, request.body, reply);
    if (!body) return reply;
    if (body.ladder_eur_cents) {
      const problem = ladderProblem(body.size, body.ladder_eur_cents);
      if (problem) return send422(reply, { ladder_eur_cents: [problem] });
    }
    const now = ctx.clock.now();
    const open = ctx.db.prepare("SELECT COUNT(*) FROM quests WHERE origin = 'dev' AND end_at > ?").pluck().get(now.toISOString()) as number;
    if (open >= DEV_QUESTS_OPEN_CAP) return reply.code(429).send({ error: 'too_many_dev_quests' });
    const start = new Date(now.getTime() + body.starts_in_seconds * 1000);
    const id = createQuest(
      ctx.db,
      {
        frontendIdentifier: `quest--${body.size}--dev-${randomBytes(4).toString('hex')}`,
        size: body.size,
        title: body.title ?? 'Test Climb',
        description: 'Created by the demo dev route.',
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + body.duration_seconds * 1000).toISOString(),
        ...(body.ladder_eur_cents ? { ladderEurCents: body.ladder_eur_cents } : {}),
        origin: 'dev',
      },
      now,
    );
    return reply.code(201).send(questToWire(ctx.db, readQuest(ctx.db, id)!, DEFAULT_CURRENCY, now));
  });
}
