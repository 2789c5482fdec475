import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../../../schemas/wire/support';
import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { parseOr422 } from '../../http/validation';
import { findPlayerById } from '../accounts/public';
import { OPERATOR_PAGE_CSP, operatorPage } from './operator-page';
import { pushChatMessage } from './pushes';
import { addMessage, conversationById, messagesOf, messageToWire, type ConversationRow } from './store';

const replySchema = z.strictObject({ body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) });

/**
 * Demo aid (demo mode only, like the dev mailbox): the support desk at `/dev/support`, where a person reads every
 * conversation of both chat backends and answers; the answer reaches the player's chat over `support_chat`. Absent,
 * and answering 404, with CROUPIER_MODE=production (platform/http/demo-only-paths.ts). A real operator answers in
 * their chat vendor's console instead.
 */
export function registerOperatorRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const playerLabel = (playerId: number) => {
    const player = findPlayerById(db, playerId);
    return player ? `${player.nickname ?? 'Player'} <${player.email}> #${player.id}` : `#${playerId}`;
  };
  const summary = (row: ConversationRow) => {
    const last = db.prepare('SELECT author, body FROM support_messages WHERE conversation_id = ? ORDER BY id DESC LIMIT 1').get(row.id) as
      | { author: string; body: string }
      | undefined;
    return {
      id: row.id,
      player: playerLabel(row.player_id),
      backend: row.backend,
      group: row.chat_group,
      last_message_at: row.last_message_at,
      last_body: last?.body ?? '',
      waiting: last?.author === 'player',
    };
  };

  app.get('/dev/support', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', OPERATOR_PAGE_CSP).send(operatorPage()),
  );

  app.get('/dev/support/conversations.json', async () => {
    const rows = db.prepare('SELECT * FROM support_conversations ORDER BY last_message_at DESC, id DESC LIMIT 100').all() as ConversationRow[];
    return rows.map(summary);
  });

  app.get('/dev/support/conversations/:id.json', async (request, reply) => {
    const conversation = conversationById(db, Number((request.params as { id: string }).id));
    if (!conversation) return reply.code(404).send({ error: 'not_found' });
    return { conversation: summary(conversation), messages: messagesOf(db, conversation.id).map(messageToWire) };
  });

  app.post('/dev/support/conversations/:id/reply', async (request, reply) => {
    const conversation = conversationById(db, Number((request.params as { id: string }).id));
    if (!conversation) return reply.code(404).send({ error: 'not_found' });
    const body = parseOr422(replySchema, request.body, reply);
    if (!body) return reply;
    const message = transaction(db, () => addMessage(db, conversation.id, 'operator', body.body, ctx.clock.now().toISOString()))();
    pushChatMessage(ctx, conversation, message);
    return reply.code(201).send(messageToWire(message));
  });
}
