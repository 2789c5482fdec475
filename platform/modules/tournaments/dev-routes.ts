import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TOURNAMENT_STRATEGIES } from '../../../schemas/wire/promotions';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { createTournament } from './create-tournament';
import { readTournament } from './store';
import { tournamentToWire } from './view';

/** How many tournaments the dev route may have open at once: a public demo cannot be flooded. */
export const DEV_TOURNAMENTS_OPEN_CAP = 20;

const devTournamentSchema = z.object({
  title: z.string().min(1).max(80).optional(),
  strategy: z.enum(TOURNAMENT_STRATEGIES).default('bets_sum'),
  currency: z.string().regex(/^[A-Z]{3,5}$/).default('EUR'),
  starts_in_seconds: z.number().int().min(0).max(86_400).default(60),
  duration_seconds: z.number().int().min(10).max(7 * 86_400).default(3_600),
  user_confirmation_required: z.boolean().default(false),
});

/**
 * Demo aid (registered in demo mode only, like the dev payment provider): `POST /dev/tournaments` creates a
 * tournament starting in a few seconds or minutes, so an end-to-end test can watch a future tournament's
 * timer turn it active and its end pay out, without waiting for the seeded ones.
 */
export function registerDevTournamentRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/dev/tournaments', async (request, reply) => {
    const body = parseOr422(devTournamentSchema, request.body, reply);
    if (!body) return reply;
    const open = ctx.db.prepare("SELECT COUNT(*) FROM tournaments WHERE origin = 'dev' AND finished_at IS NULL").pluck().get() as number;
    if (open >= DEV_TOURNAMENTS_OPEN_CAP) return reply.code(429).send({ error: 'too_many_dev_tournaments' });
    const now = ctx.clock.now();
    const start = new Date(now.getTime() + body.starts_in_seconds * 1000);
    const id = createTournament(
      ctx.db,
      {
        slug: `dev-${randomBytes(4).toString('hex')}`,
        title: body.title ?? 'Test Sprint',
        description: 'Created by the demo dev route.',
        strategy: body.strategy,
        currency: body.currency,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + body.duration_seconds * 1000).toISOString(),
        userConfirmationRequired: body.user_confirmation_required,
        prizes: [
          { place: 1, moneyCents: 5_000 },
          { place: 2, moneyCents: 2_500 },
          { place: 3, freeSpins: 20 },
        ],
        origin: 'dev',
      },
      now,
    );
    // Its end may come before the scheduler's next planned run.
    ctx.scheduler.wake();
    return reply.code(201).send(tournamentToWire(ctx.db, readTournament(ctx.db, id)!, now));
  });
}
