import type { FastifyInstance } from 'fastify';
import { chatSendRequestSchema, CHAT_BACKENDS, restoreIdGetSchema, restoreIdSetSchema, type ChatBackend } from '../../../schemas/wire/support';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { parseOr422, send422 } from '../../http/validation';
import { pushChatMessage } from './pushes';
import { addMessage, conversationOf, openConversation, threadToWire } from './store';

/** Messages a player may send per minute: a chat, not a flood. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

/**
 * The chat of both backends (schemas/wire/support.ts): the player's thread, sending (HTTP, the socket is server →
 * client only), and the messenger's restore ids. Players only: a guest has no private channel to hear replies on,
 * so the client offers guests the contact form instead (README.md).
 */
export function registerChatRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/support/chat', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const query = request.query as { backend?: unknown; restore_id?: unknown };
    const backend = CHAT_BACKENDS.find((b) => b === query.backend);
    if (!backend) return send422(reply, { backend: [`must be one of ${CHAT_BACKENDS.join(', ')}`] });
    const conversation = conversationOf(db, playerId, backend) ?? null;
    // The messenger finds its conversation by the restore id its widget kept; without it, the thread starts anew.
    const visible = backend === 'messenger' && conversation && conversation.restore_id !== query.restore_id ? null : conversation;
    return threadToWire(db, backend, visible);
  });

  app.post('/api/support/chat/messages', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(chatSendRequestSchema, request.body, reply);
    if (!body) return reply;
    const now = ctx.clock.now();
    const since = new Date(now.getTime() - 60_000).toISOString();
    const recent = db
      .prepare(
        `SELECT COUNT(*) FROM support_messages m JOIN support_conversations c ON c.id = m.conversation_id
         WHERE c.player_id = ? AND m.author = 'player' AND m.created_at > ?`,
      )
      .pluck()
      .get(playerId, since) as number;
    if (recent >= CHAT_MESSAGES_PER_MINUTE) return reply.code(429).header('retry-after', '60').send({ error: 'too_many_requests', retry_after_seconds: 60 });
    const at = now.toISOString();
    const { conversation, message } = transaction(db, () => {
      const opened = openConversation(db, playerId, body.backend, body.group, at);
      return { conversation: opened, message: addMessage(db, opened.id, 'player', body.body, at) };
    })();
    // The player's other tabs see their own message too.
    pushChatMessage(ctx, conversation, message);
    return reply.code(201).send(threadToWire(db, body.backend as ChatBackend, conversation));
  });

  // The messenger widget's restore ids (spec part 1 §7): kept per player, project and type. `internalId` must be
  // the signed-in player: one player cannot read or move another's conversation.
  app.post('/restore-id/get', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(restoreIdGetSchema, request.body, reply);
    if (!body) return reply;
    if (String(body.internalId) !== String(playerId)) return reply.code(403).send({ error: 'forbidden' });
    const restoreId = db.prepare('SELECT restore_id FROM support_restore_ids WHERE player_id = ? AND project = ? AND type = ?').pluck().get(playerId, body.project, body.type) as
      | string
      | undefined;
    return { restoreId: restoreId ?? null };
  });

  app.post('/restore-id/set', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(restoreIdSetSchema, request.body, reply);
    if (!body) return reply;
    if (String(body.internalId) !== String(playerId)) return reply.code(403).send({ error: 'forbidden' });
    db.prepare(
      `INSERT INTO support_restore_ids (player_id, project, type, restore_id, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (player_id, project, type) DO UPDATE SET restore_id = excluded.restore_id, updated_at = excluded.updated_at`,
    ).run(playerId, body.project, body.type, body.restoreId, ctx.clock.now().toISOString());
    return { restoreId: body.restoreId };
  });
}
