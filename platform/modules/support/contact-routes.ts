import type { FastifyInstance } from 'fastify';
import { validateFields, translateValidation } from '../../../schemas/validation';
import { CONTACT_FIELDS, CONTACT_RULES } from '../../../schemas/wire/support';
import { currentPlayerId } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { findPlayerById, requestLocale, sendFieldErrors } from '../accounts/public';
import { createWindowLimiter } from './window-limiter';

/** Per address: this many messages, then wait until the window has passed (spam through the copy mail). */
export const CONTACT_PER_ADDRESS = { max: 3, windowMs: 10 * 60_000 };

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * `POST /api/send_contact_message {name, email, subject, message}` (spec part 1 §7; the body is "not shown",
 * decided in schemas/wire/support.ts): guests and players. Stores the message for the support team and mails the
 * sender a copy (a player's to their account's address, a guest's to the address typed). 422 with the fields'
 * errors in the visitor's language; 429 past `CONTACT_PER_ADDRESS`.
 */
export function registerContactRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const limiter = createWindowLimiter(CONTACT_PER_ADDRESS);

  app.post('/api/send_contact_message', async (request, reply) => {
    const raw = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, textOf(raw[field])]));
    const playerId = currentPlayerId(ctx.db, request);
    const player = playerId === null ? undefined : findPlayerById(ctx.db, playerId);
    const locale = requestLocale(request, player?.language);
    const now = ctx.clock.now().getTime();
    const wait = limiter.waitFor(request.ip, now);
    if (wait !== null) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ error: 'too_many_requests', retry_after_seconds: wait, message: translateValidation(locale, 'tooManyAttempts') });
    }
    const errors = validateFields(values, CONTACT_RULES);
    if (Object.keys(errors).length > 0) return sendFieldErrors(reply, locale, errors);
    limiter.record(request.ip, now);
    const subject = values.subject || 'Contact form';
    const at = ctx.clock.now().toISOString();
    const inserted = ctx.db
      .prepare('INSERT INTO contact_messages (player_id, name, email, subject, message, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(playerId, values.name, values.email, subject, values.message, request.ip, at);
    const copyTo = player?.email ?? values.email!;
    ctx.mail(
      copyTo,
      `We received your message: ${subject}`,
      `Hello ${values.name},\n\nthank you for writing to us. Our support team will answer within 24 hours. A copy of your message:\n\n${values.message}`,
      'contact_copy',
    );
    return reply.code(201).send({ id: Number(inserted.lastInsertRowid) });
  });
}
