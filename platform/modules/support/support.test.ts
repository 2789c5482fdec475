import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatMessageSchema, chatPushSchema, chatThreadSchema } from '../../../schemas/wire/support';
import { createSignedInPlayer, type SignedIn } from '../../../tests/platform/helpers';
import { makePromoPlatform, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import { readMailbox } from '../../mail/mailbox';
import { CONTACT_PER_ADDRESS } from './contact-routes';

let platform: PromoPlatform;
beforeEach(async () => {
  platform = await makePromoPlatform();
});
afterEach(() => platform.close());

const send = (player: SignedIn, payload: object) => platform.app.inject({ method: 'POST', url: '/api/support/chat/messages', headers: player.headers, payload });
const thread = async (player: SignedIn, query: string) => {
  const response = await platform.app.inject({ method: 'GET', url: `/api/support/chat?${query}`, headers: { cookie: player.cookie } });
  expect(response.statusCode).toBe(200);
  const parsed = chatThreadSchema.parse(response.json());
  return { ...parsed, messages: parsed.messages.map((m) => chatMessageSchema.parse(m)) };
};
const chatPushes = (playerId: number) =>
  platform.pushes.filter((p) => p.scope === 'private' && p.playerId === playerId && p.channel === 'support_chat').map((p) => chatPushSchema.parse(p.payload));

describe('support chat', () => {
  it('keeps a live-chat conversation, shows it to the operator, and pushes the operator\'s reply to the player only', async () => {
    const player = createSignedInPlayer(platform.db, { nickname: 'Chatty' });
    const other = createSignedInPlayer(platform.db);
    expect((await send(player, { backend: 'live_chat', group: 26, body: '  Where is my <b>deposit</b>?  ' })).statusCode).toBe(201);
    const own = await thread(player, 'backend=live_chat');
    expect(own.messages).toEqual([expect.objectContaining({ author: 'player', body: 'Where is my <b>deposit</b>?' })]);
    expect(own.group).toBe(26);
    expect((await thread(other, 'backend=live_chat')).messages).toEqual([]);

    const desk = (await platform.app.inject({ method: 'GET', url: '/dev/support/conversations.json' })).json() as { id: number; player: string; waiting: boolean }[];
    expect(desk[0]).toMatchObject({ id: own.conversation_id ? Number(own.conversation_id) : -1, waiting: true });
    expect(desk[0]!.player).toContain('Chatty');
    const answer = await platform.app.inject({ method: 'POST', url: `/dev/support/conversations/${desk[0]!.id}/reply`, payload: { body: 'It is on its way.' } });
    expect(answer.statusCode).toBe(201);
    expect(chatPushes(player.playerId).map((p) => p.message.author)).toEqual(['player', 'operator']);
    expect(chatPushes(other.playerId)).toEqual([]);
    expect((await thread(player, 'backend=live_chat')).messages.map((m) => m.body)).toEqual(['Where is my <b>deposit</b>?', 'It is on its way.']);
  });

  it('gives a messenger conversation a restore id, finds it by that id only, and keeps restore ids per player', async () => {
    const player = createSignedInPlayer(platform.db);
    const sent = chatThreadSchema.parse((await send(player, { backend: 'messenger', group: 2, body: 'Hi VIP desk' })).json());
    expect(sent.restore_id).toMatch(/^[0-9a-f]{24}$/);
    expect((await thread(player, 'backend=messenger')).messages).toEqual([]);
    expect((await thread(player, `backend=messenger&restore_id=${sent.restore_id}`)).messages).toHaveLength(1);

    const body = { internalId: String(player.playerId), project: 'croupier', type: 'support', requestId: 'r1' };
    const get = () => platform.app.inject({ method: 'POST', url: '/restore-id/get', headers: player.headers, payload: body });
    expect((await get()).json()).toEqual({ restoreId: null });
    const set = await platform.app.inject({ method: 'POST', url: '/restore-id/set', headers: player.headers, payload: { ...body, restoreId: sent.restore_id } });
    expect(set.statusCode).toBe(200);
    expect((await get()).json()).toEqual({ restoreId: sent.restore_id });
    // Another player's internalId: refused.
    const forged = await platform.app.inject({ method: 'POST', url: '/restore-id/get', headers: player.headers, payload: { ...body, internalId: player.playerId + 1 } });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses guests, empty and oversized messages', async () => {
    const player = createSignedInPlayer(platform.db);
    expect((await platform.app.inject({ method: 'POST', url: '/api/support/chat/messages', payload: { backend: 'live_chat', group: 26, body: 'x' } })).statusCode).toBe(401);
    expect((await send(player, { backend: 'live_chat', group: 26, body: '   ' })).statusCode).toBe(422);
    expect((await send(player, { backend: 'live_chat', group: 26, body: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await send(player, { backend: 'pigeon', group: 26, body: 'x' })).statusCode).toBe(422);
  });
});

describe('contact messages', () => {
  const contact = (payload: object, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    platform.app.inject({ method: 'POST', url: '/api/send_contact_message', payload, headers: { 'accept-language': 'de', ...headers }, remoteAddress: ip });

  it('answers field errors in the visitor\'s language under their fields', async () => {
    const response = await contact({ name: '', email: 'not-an-address', message: 'short' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
    expect(errors.name![0]).not.toBe('This field is required');
  });

  it('stores a guest\'s message and mails them a copy; a player\'s copy goes to their account address', async () => {
    const ok = await contact({ name: 'Ann', email: 'ann@example.com', subject: 'Bonus', message: 'My bonus did not arrive yesterday.' });
    expect(ok.statusCode).toBe(201);
    expect(readMailbox(platform.db, 'ann@example.com')[0]).toMatchObject({ kind: 'contact_copy' });
    const player = createSignedInPlayer(platform.db, { email: 'member@example.com' });
    expect((await contact({ name: 'M', email: 'typed@example.com', message: 'Please close my account now.' }, player.headers, '10.0.0.2')).statusCode).toBe(201);
    expect(readMailbox(platform.db, 'member@example.com')).toHaveLength(1);
    expect(readMailbox(platform.db, 'typed@example.com')).toHaveLength(0);
    expect(platform.db.prepare('SELECT COUNT(*) FROM contact_messages').pluck().get()).toBe(2);
  });

  it('limits messages per address', async () => {
    const body = { name: 'Ann', email: 'ann@example.com', message: 'A message long enough to pass.' };
    for (let i = 0; i < CONTACT_PER_ADDRESS.max; i += 1) expect((await contact(body, {}, '10.0.0.9')).statusCode).toBe(201);
    const refused = await contact(body, {}, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact(body, {}, '10.0.0.10')).statusCode).toBe(201);
  });
});
