import { describe, expect, it } from 'vitest';
import { isNewUser, NEW_USER_SINCE } from './session-facts';

describe('new user session fact (spec part 1 §4)', () => {
  it('is a player created on or after 02.10.2025 12:00 (UTC)', () => {
    expect(new Date(NEW_USER_SINCE).toISOString()).toBe('2025-10-02T12:00:00.000Z');
    expect(isNewUser({ created_at: '2025-10-02T12:00:00.000Z' })).toBe(true);
    expect(isNewUser({ created_at: '2026-01-05T08:00:00+02:00' })).toBe(true);
    expect(isNewUser({ created_at: '2025-10-02T11:59:59.999Z' })).toBe(false);
  });

  it('is never a guest nor a player whose creation date is unreadable', () => {
    expect(isNewUser(null)).toBe(false);
    expect(isNewUser({ created_at: 'soon' } as never)).toBe(false);
  });
});
