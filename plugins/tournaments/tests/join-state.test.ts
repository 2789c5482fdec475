import { describe, expect, it } from 'vitest';
import { isAlreadySubscribed, joinState } from '../join-state';
import { HOUR, NOW, iso, standing, tournament } from './fixtures';

const confirmRequired = tournament({ user_confirmation_required: true });
const player = { loggedIn: true, now: NOW };

describe('join state', () => {
  it('sends guests to registration while the tournament is open, and offers nothing once finished', () => {
    expect(joinState(confirmRequired, null, { loggedIn: false, now: NOW })).toBe('register');
    expect(joinState(tournament({ end_at: iso(NOW - HOUR) }), null, { loggedIn: false, now: NOW })).toBe('closed');
  });

  it('offers the button until the player confirmed; then says they are in', () => {
    expect(joinState(confirmRequired, undefined, player)).toBe('loading');
    expect(joinState(confirmRequired, standing({ confirmed: false, award_place: null }), player)).toBe('join');
    expect(joinState(confirmRequired, standing({ confirmed: true }), player)).toBe('joined');
    expect(joinState(tournament({ user_confirmation_required: false }), standing({ confirmed: false }), player)).toBe('automatic');
  });

  it('tells "already subscribed" from other failures (spec part 2 §8)', () => {
    expect(isAlreadySubscribed(422, { error: 'already_subscribed', errors: { base: ['…'] } })).toBe(true);
    expect(isAlreadySubscribed(409, null)).toBe(true);
    expect(isAlreadySubscribed(422, { error: 'tournament_finished' })).toBe(false);
    expect(isAlreadySubscribed(500, 'Internal error')).toBe(false);
  });
});
