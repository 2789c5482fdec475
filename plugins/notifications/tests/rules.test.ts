import { describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '@schemas/wire/notifications';
import { notificationCounterText } from '../rules/counter';
import { INBOX_MAX, itemTarget, mergeInbox, NOTIFICATION_TTL_MS, unreadCount, type InboxItem } from '../rules/inbox';
import { createInboxStore } from '../store';
import { wireNotification } from './fixtures';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const note = (overrides: Parameters<typeof wireNotification>[0] = {}): Notification => notificationSchema.parse(wireNotification(overrides));
const item = (overrides: Parameters<typeof wireNotification>[0] = {}, read = false): InboxItem => ({ notification: note(overrides), read });

describe('counter (spec part 1 §9: 9+ at 9 or more)', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [8, '8'],
    [9, '9+'],
    [42, '9+'],
  ])('%i unread → %s', (unread, text) => expect(notificationCounterText(unread)).toBe(text));
});

describe('wire', () => {
  it('reads the family\'s shapes: numeric ids as strings, nulls, an unknown type, a malformed content', () => {
    const parsed = note({ id: 7, type: 'brand_new', content: 'oops' as never, identifier: 55 as never });
    expect(parsed).toMatchObject({ id: '7', type: 'other', identifier: '55', content: { icon: null, title: '', button: null } });
  });
});

describe('inbox', () => {
  it('expires two hours after the timestamp unless the platform says when', () => {
    const merged = mergeInbox(
      [],
      [item({ id: 1, timestamp: ago(NOTIFICATION_TTL_MS - 1000) }), item({ id: 2, timestamp: ago(NOTIFICATION_TTL_MS + 1000) }), item({ id: 3, timestamp: ago(10), expires_at: ago(1) })],
      NOW,
    );
    expect(merged.map((i) => i.notification.id)).toEqual(['1']);
  });

  it('keeps one item per id, newest first, and never loses a read flag to a re-sent copy', () => {
    const merged = mergeInbox([item({ id: 1, timestamp: ago(5000) }, true)], [item({ id: 1, timestamp: ago(5000) }), item({ id: 2, timestamp: ago(1000) })], NOW);
    expect(merged.map((i) => [i.notification.id, i.read])).toEqual([
      ['2', false],
      ['1', true],
    ]);
    expect(unreadCount(merged)).toBe(1);
  });

  it(`keeps at most ${INBOX_MAX}`, () => {
    const many = Array.from({ length: INBOX_MAX + 5 }, (_, i) => item({ id: i + 1, timestamp: ago(i * 1000) }));
    expect(mergeInbox([], many, NOW)).toHaveLength(INBOX_MAX);
  });

  it('leads a tournament item to its page, others to their path or named route, unsafe paths nowhere', () => {
    expect(itemTarget(note({ identifier: 'weekly-spin-race' }))).toBe('/tournaments/weekly-spin-race');
    expect(itemTarget(note())).toBe('/cashbox/history');
    expect(itemTarget(note({ content: { icon: null, title: 'x', button: { title: 'Go', toName: 'profileGifts', path: null } } }))).toBe('/profile/gifts');
    expect(itemTarget(note({ content: { icon: null, title: 'x', button: { title: 'Go', toName: null, path: '//evil.example' } } }))).toBeNull();
    expect(itemTarget(note({ content: { icon: null, title: 'x', button: null } }))).toBeNull();
  });

  it('marks one or all read and tells the storage each time', () => {
    const saved: InboxItem[][] = [];
    const store = createInboxStore(() => NOW);
    store.attach('7', (items) => saved.push(items));
    store.merge([item({ id: 1, timestamp: ago(1000) }), item({ id: 2, timestamp: ago(2000) })]);
    store.markRead('2');
    expect(unreadCount(store.state.items)).toBe(1);
    store.markAllRead();
    expect(unreadCount(store.state.items)).toBe(0);
    expect(saved).toHaveLength(3);
  });
});
