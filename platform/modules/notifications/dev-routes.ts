import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context';
import { parseOr422, send422 } from '../../http/validation';
import { findPlayerByEmail, findPlayerById } from '../accounts/public';
import { notify } from './notify';

const devNotificationSchema = z
  .strictObject({
    email: z.string().email().optional(),
    player_id: z.number().int().positive().optional(),
    title: z.string().min(1).max(120),
    text: z.string().min(1).max(500),
    icon: z.string().regex(/^[a-z-]{1,20}$/).optional(),
    button_title: z.string().min(1).max(40).optional(),
    path: z.string().regex(/^\/[^/\\]/).max(200).optional(),
    to_name: z.string().regex(/^[a-zA-Z-]{1,40}$/).optional(),
    /** A tournament's slug or id: the item opens that tournament. */
    identifier: z.string().min(1).max(120).optional(),
  })
  .refine((body) => body.email !== undefined || body.player_id !== undefined, { message: 'email or player_id is required', path: ['email'] });

let devCounter = 0;

/**
 * Demo aid (registered in demo mode only, like the dev mailbox): `POST /dev/notifications` stores and pushes a
 * notification to a player, so an end-to-end test (or a person trying the bell) need not wait for a real fact.
 * 201 `{id}`. Absent, and answering 404, with CROUPIER_MODE=production (platform/http/demo-only-paths.ts).
 */
export function registerDevNotificationRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/dev/notifications', async (request, reply) => {
    const body = parseOr422(devNotificationSchema, request.body, reply);
    if (!body) return reply;
    const player = body.player_id !== undefined ? findPlayerById(ctx.db, body.player_id) : findPlayerByEmail(ctx.db, body.email!);
    if (!player) return send422(reply, { email: ['no such player'] });
    devCounter += 1;
    const sourceRef = `dev:${ctx.clock.now().getTime()}:${devCounter}`;
    const button = body.button_title ? { title: body.button_title, path: body.path, toName: body.to_name } : null;
    notify(ctx, {
      playerId: player.id,
      sourceRef,
      type: 'personal',
      channel: 'personal_notifications',
      icon: body.icon ?? 'bell',
      title: body.title,
      text: body.text,
      button,
      identifier: body.identifier ?? null,
    });
    const id = ctx.db.prepare('SELECT id FROM player_notifications WHERE player_id = ? AND source_ref = ?').pluck().get(player.id, sourceRef) as number;
    return reply.code(201).send({ id });
  });
}
