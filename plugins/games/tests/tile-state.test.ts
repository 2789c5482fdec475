import { describe, expect, it } from 'vitest';
import { tileState } from '../tile-state';
import { testGame } from './game-fixture';

describe('game tile state matrix (spec part 1 §4)', () => {
  const game = testGame();

  it('guest: play goes to registration, demo offered, no favourite', () => {
    const state = tileState(game, { loggedIn: false, currency: null, registrationPath: '/sign-up' });
    expect(state.playHref).toBe(`/sign-up?redirect=${encodeURIComponent('/play/pixel-pharaoh/book-of-tests?mode=Real')}`);
    expect(state.demoHref).toBe('/play/pixel-pharaoh/book-of-tests?mode=Demo');
    expect(state.showFavorite).toBe(false);
    expect(state.currencyUnsupported).toBe(false);
    const elsewhere = tileState(game, { loggedIn: false, currency: null, registrationPath: '/join' });
    expect(elsewhere.playHref).toBe(`/join?redirect=${encodeURIComponent('/play/pixel-pharaoh/book-of-tests?mode=Real')}`);
  });

  it('logged-in player: real play and the favourite toggle', () => {
    const state = tileState(game, { loggedIn: true, currency: 'CAD', registrationPath: '/sign-up' });
    expect(state.playHref).toBe('/play/pixel-pharaoh/book-of-tests?mode=Real');
    expect(state.showFavorite).toBe(true);
    expect(state.currencyUnsupported).toBe(false);
  });

  it('no demo link without has_demo_mode', () => {
    expect(tileState(testGame({ has_demo_mode: false }), { loggedIn: false, currency: null, registrationPath: '/sign-up' }).demoHref).toBeNull();
    expect(tileState(testGame({ has_demo_mode: false }), { loggedIn: true, currency: 'EUR', registrationPath: '/sign-up' }).demoHref).toBeNull();
  });

  it('fiat currency without a game id: currency-not-supported, no real play', () => {
    const state = tileState(game, { loggedIn: true, currency: 'NOK', registrationPath: '/sign-up' });
    expect(state.currencyUnsupported).toBe(true);
    expect(state.playHref).toBeNull();
    expect(state.demoHref).not.toBeNull();
  });

  it('crypto players are not blocked by a missing id', () => {
    expect(tileState(game, { loggedIn: true, currency: 'BTC', registrationPath: '/sign-up' }).currencyUnsupported).toBe(false);
  });
});
