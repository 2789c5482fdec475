import { describe, expect, it } from 'vitest';
import { chatPushSchema, chatThreadSchema } from '@schemas/wire/support';
import { chooseChat, isVip, showsLauncher, type ChatPlayer } from '../rules/choose-chat';
import { supportCounterText, unreadReplies } from '../rules/counter';

const ENTRY = { status: 'vip_level_1', writable: false };
const GOLD = { status: 'vip_level_4', writable: true };
const BRONZE = { status: 'vip_level_2', writable: false };
const player = (overrides: Partial<ChatPlayer> = {}): ChatPlayer => ({ id: 10, groups: [], statuses: [ENTRY], ...overrides });

describe('chat backend per group rule (spec part 1 §6)', () => {
  it('group 545 with a writable flag: the live chat, general group 26', () => {
    expect(chooseChat(player({ groups: [545], statuses: [{ status: 'custom', writable: true }] }))).toEqual({ backend: 'live_chat', group: 26, vip: false });
  });
  it('group 545 without a writable flag: the other chat', () => {
    expect(chooseChat(player({ groups: [545] }))).toEqual({ backend: 'messenger', group: 1, vip: false });
  });
  it('a writable flag without group 545: the other chat', () => {
    expect(chooseChat(player({ statuses: [{ status: 'custom', writable: true }] })).backend).toBe('messenger');
  });
  it('a VIP: the VIP widget and the VIP group 2 on the other chat', () => {
    expect(chooseChat(player({ statuses: [BRONZE] }))).toEqual({ backend: 'messenger', group: 2, vip: true });
  });
  it('a VIP in 545 with a writable tier: the live chat (one group, 26) with the VIP widget', () => {
    expect(chooseChat(player({ groups: [545], statuses: [GOLD] }))).toEqual({ backend: 'live_chat', group: 26, vip: true });
  });
  it('everyone else: the other chat, general group 1', () => {
    expect(chooseChat(player())).toEqual({ backend: 'messenger', group: 1, vip: false });
  });
  it('counts the entry tier as not VIP', () => {
    expect(isVip({ statuses: [ENTRY] })).toBe(false);
    expect(isVip({ statuses: [{ status: 'vip_level_6', writable: true }] })).toBe(true);
    expect(isVip({ statuses: [] })).toBe(false);
  });
});

describe('launcher rotation 543/544 by player-id parity', () => {
  it.each([
    ['guest', null, true],
    ['chat arm 544, odd id', { id: 7, groups: [544] }, true],
    ['wheel arm 543, even id', { id: 8, groups: [543] }, false],
    ['neither group, even id', { id: 8, groups: [] }, true],
    ['neither group, odd id', { id: 7, groups: [] }, false],
  ])('%s', (_name, who, shown) => expect(showsLauncher(who)).toBe(shown));
});

describe('support counter (§9: 1+ above 1) and unread replies (§4)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [2, '1+'],
    [30, '1+'],
  ])('%i → %s', (n, text) => expect(supportCounterText(n)).toBe(text));

  it('counts operator replies newer than the last open only', () => {
    const at = (iso: string) => Date.parse(iso);
    const messages = [
      { author: 'operator', created_at: '2026-03-01T10:00:00Z' },
      { author: 'player', created_at: '2026-03-01T10:05:00Z' },
      { author: 'operator', created_at: '2026-03-01T10:06:00Z' },
      { author: 'operator', created_at: '2026-03-01T10:07:00Z' },
    ];
    expect(unreadReplies(messages, at('2026-03-01T10:01:00Z'))).toBe(2);
    expect(unreadReplies(messages, 0)).toBe(3);
    expect(unreadReplies(messages, at('2026-03-01T11:00:00Z'))).toBe(0);
  });
});

describe('wire', () => {
  it('reads a thread and a push tolerantly (numeric ids, nulls, unknown backend, unknown fields)', () => {
    expect(chatThreadSchema.parse({ conversation_id: 3, backend: 'whatsapp', group: '26', restore_id: null, messages: null, extra: 1 })).toEqual({
      conversation_id: '3',
      backend: 'other',
      group: 26,
      restore_id: null,
      messages: [],
    });
    expect(chatPushSchema.parse({ conversation_id: 3, backend: 'live_chat', message: { id: 9, author: 'bot', body: null, created_at: '2026-03-01T10:00:00Z' } }).message).toEqual({
      id: '9',
      author: 'other',
      body: '',
      created_at: '2026-03-01T10:00:00Z',
    });
  });
});
