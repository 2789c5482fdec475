import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { ChatBackend, WireChatThread } from '../../../schemas/wire/support';

export interface ConversationRow {
  id: number;
  player_id: number;
  backend: ChatBackend;
  chat_group: number;
  restore_id: string | null;
  created_at: string;
  last_message_at: string;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  author: 'player' | 'operator';
  body: string;
  created_at: string;
}

export const conversationOf = (db: Db, playerId: number, backend: ChatBackend) =>
  db.prepare('SELECT * FROM support_conversations WHERE player_id = ? AND backend = ?').get(playerId, backend) as ConversationRow | undefined;

export const conversationById = (db: Db, id: number) => db.prepare('SELECT * FROM support_conversations WHERE id = ?').get(id) as ConversationRow | undefined;

/** The player's conversation on a backend, created on the first message (a messenger one with its restore id). */
export function openConversation(db: Db, playerId: number, backend: ChatBackend, group: number, at: string): ConversationRow {
  const existing = conversationOf(db, playerId, backend);
  if (existing) {
    if (existing.chat_group !== group) db.prepare('UPDATE support_conversations SET chat_group = ? WHERE id = ?').run(group, existing.id);
    return conversationById(db, existing.id)!;
  }
  const restoreId = backend === 'messenger' ? randomBytes(12).toString('hex') : null;
  const inserted = db
    .prepare('INSERT INTO support_conversations (player_id, backend, chat_group, restore_id, created_at, last_message_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(playerId, backend, group, restoreId, at, at);
  return conversationById(db, Number(inserted.lastInsertRowid))!;
}

export function addMessage(db: Db, conversationId: number, author: MessageRow['author'], body: string, at: string): MessageRow {
  const inserted = db.prepare('INSERT INTO support_messages (conversation_id, author, body, created_at) VALUES (?, ?, ?, ?)').run(conversationId, author, body, at);
  db.prepare('UPDATE support_conversations SET last_message_at = ? WHERE id = ?').run(at, conversationId);
  return db.prepare('SELECT * FROM support_messages WHERE id = ?').get(Number(inserted.lastInsertRowid)) as MessageRow;
}

/** The latest messages of a conversation, oldest first (a chat reads top to bottom). */
export const messagesOf = (db: Db, conversationId: number, limit = 200) =>
  (db.prepare('SELECT * FROM support_messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ?').all(conversationId, limit) as MessageRow[]).reverse();

export const messageToWire = (row: MessageRow) => ({ id: row.id, author: row.author, body: row.body, created_at: row.created_at });

export function threadToWire(db: Db, backend: ChatBackend, conversation: ConversationRow | null): WireChatThread {
  if (!conversation) return { conversation_id: null, backend, group: null, restore_id: null, messages: [] };
  return {
    conversation_id: conversation.id,
    backend,
    group: conversation.chat_group,
    restore_id: conversation.restore_id,
    messages: messagesOf(db, conversation.id).map(messageToWire),
  };
}
