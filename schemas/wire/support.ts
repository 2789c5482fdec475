import * as z from 'zod/mini';
import { maxLength, minLength, required } from '../validation/generic-rules';
import { email } from '../validation/identity-rules';
import type { FieldRule } from '../validation/types';
import { isoDate } from './common';
import { openEnum, orNull, wireId, wireInt, wireText } from './tolerant';

/**
 * Support chat and contact messages (spec part 1 §6, §7, §8; issue 17). The spec names two chat backends — a
 * live chat and another chat (a messenger with restore ids) — and leaves their wire unshown; the reference platform
 * serves both behind one wire, decided here:
 *
 * - `GET /api/support/chat?backend=live_chat|messenger[&restore_id=…]` → `chatThreadSchema` (the player's
 *   conversation on that backend; a messenger conversation is found by its restore id only).
 * - `POST /api/support/chat/messages {backend, group, body, restore_id?}` → `chatThreadSchema` (the conversation
 *   after the message; a new messenger conversation gets its restore id here, which the client stores with
 *   `/restore-id/set`).
 * - Replies arrive on the private channel `support_chat:{playerId}` (event `support_chat`): `chatPushSchema`.
 *   The socket is server → client only, so sending is the HTTP POST above.
 * - `POST /restore-id/get {internalId, project, type}` → `{restoreId}` (null: none yet);
 *   `POST /restore-id/set {internalId, project, restoreId, requestId, type}` → `{restoreId}`.
 * - `POST /api/send_contact_message {name, email, subject, message}` → 201 `{id}`; 422 `{errors:{field:[text]}}`;
 *   429 when an address sent too many.
 */
export const CHAT_BACKENDS = ['live_chat', 'messenger'] as const;
export type ChatBackend = (typeof CHAT_BACKENDS)[number];

/** Chat text is plain text (never HTML) and short. */
export const CHAT_MESSAGE_MAX = 2000;

export const chatMessageSchema = z.object({
  id: wireId,
  author: z.catch(openEnum(['player', 'operator']), 'other' as const),
  body: wireText,
  created_at: isoDate,
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

export const chatThreadSchema = z.object({
  conversation_id: orNull(wireId),
  backend: z.catch(openEnum(CHAT_BACKENDS), 'other' as const),
  group: orNull(wireInt),
  restore_id: orNull(z.string()),
  messages: z.catch(z.array(z.unknown()), []),
});
export type WireChatThread = z.input<typeof chatThreadSchema> & { messages: z.input<typeof chatMessageSchema>[] };

/** `support_chat` event: one new message of a conversation (a reply, or the player's own from another tab). */
export const chatPushSchema = z.object({
  conversation_id: wireId,
  backend: z.catch(openEnum(CHAT_BACKENDS), 'other' as const),
  message: chatMessageSchema,
});
export type WireChatPush = z.input<typeof chatPushSchema>;

/** Request bodies (strict: the platform validates what clients send). */
export const chatSendRequestSchema = z.strictObject({
  backend: z.enum(CHAT_BACKENDS),
  group: z.int().check(z.positive(), z.maximum(1_000_000)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX)),
  restore_id: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export type ChatSendRequest = z.output<typeof chatSendRequestSchema>;

export const restoreIdGetSchema = z.object({
  internalId: z.union([z.string().check(z.maxLength(32)), z.int()]),
  project: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.string().check(z.minLength(1), z.maxLength(32)),
  requestId: z.optional(z.string().check(z.maxLength(64))),
});
export const restoreIdSetSchema = z.object({
  ...restoreIdGetSchema.shape,
  restoreId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const restoreIdAnswerSchema = z.object({ restoreId: orNull(z.string()) });

/** The contact form's fields (spec part 1 §7 "not shown"; decided). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const CONTACT_LIMITS = { name: 60, subject: 120, message: 3000, messageMin: 10 } as const;

/**
 * The contact form's rules (spec part 1 §8: the server's field errors under the fields): the shared rules of
 * schemas/validation, so the client's form kit checks the same before sending and the messages match.
 */
export const CONTACT_RULES: Record<ContactField, FieldRule[]> = {
  name: [required(), maxLength(CONTACT_LIMITS.name)],
  email: [required(), email()],
  subject: [maxLength(CONTACT_LIMITS.subject)],
  message: [required(), minLength(CONTACT_LIMITS.messageMin), maxLength(CONTACT_LIMITS.message)],
};

export const contactAnswerSchema = z.object({ id: orNull(wireId) });
