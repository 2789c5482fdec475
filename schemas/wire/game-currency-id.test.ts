import { describe, expect, it } from 'vitest';
import { gameIdIn } from './game-currency-id';

// The id the platform answers in favourites v1 and the client's favourite toggle compares against.
describe('a game id in a currency', () => {
  const currencies = { FUN: { id: 1 }, EUR: { id: 10 }, USD: { id: '11' }, CAD: { id: 12 } };

  it("takes the currency's own id, numeric strings read as numbers", () => {
    expect(gameIdIn(currencies, 'CAD')).toBe(12);
    expect(gameIdIn(currencies, 'USD')).toBe(11);
  });

  it('falls back to the default currency, then to any real-money id, never demo money', () => {
    expect(gameIdIn(currencies, 'BTC')).toBe(10);
    expect(gameIdIn({ FUN: { id: 1 }, USD: { id: 11 } }, 'BTC')).toBe(11);
    expect(gameIdIn({ FUN: { id: 1 } }, 'BTC')).toBeNull();
    expect(gameIdIn({}, 'EUR')).toBeNull();
  });
});
