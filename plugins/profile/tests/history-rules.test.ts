import { describe, expect, it } from 'vitest';
import { cardFace, providerLabel, signedMoney } from '../rules/history-format';
import { historyQuery, periodBounds, rangeIsBackwards } from '../rules/history-period';

/** The bet history's period filter and formatting rules (issue 21). */

describe('period bounds', () => {
  // Local time: the player's own days.
  const now = new Date(2026, 10, 24, 15, 30);
  const local = (y: number, m: number, d: number) => new Date(y, m, d).toISOString();

  it('runs presets from the midnight N−1 days ago to the coming midnight', () => {
    const empty = { from: '', to: '' };
    expect(periodBounds('today', empty, now)).toEqual({ from: local(2026, 10, 24), to: local(2026, 10, 25) });
    expect(periodBounds('7d', empty, now)).toEqual({ from: local(2026, 10, 18), to: local(2026, 10, 25) });
    expect(periodBounds('30d', empty, now)).toEqual({ from: local(2026, 9, 26), to: local(2026, 10, 25) });
  });

  it('takes a custom range of whole days, the last one included; open ends stay open; a backwards range is not sent', () => {
    expect(periodBounds('custom', { from: '2026-11-01', to: '2026-11-03' }, now)).toEqual({ from: local(2026, 10, 1), to: local(2026, 10, 4) });
    expect(periodBounds('custom', { from: '2026-11-01', to: '' }, now)).toEqual({ from: local(2026, 10, 1) });
    expect(periodBounds('custom', { from: '', to: '2026-12-31' }, now)).toEqual({ to: local(2027, 0, 1) });
    expect(periodBounds('custom', { from: '2026-02-30', to: 'x' }, now)).toEqual({});
    expect(rangeIsBackwards({ from: '2026-11-05', to: '2026-11-03' })).toBe(true);
    expect(periodBounds('custom', { from: '2026-11-05', to: '2026-11-03' }, now)).toEqual({});
  });

  it('builds the query with a game only when one is chosen', () => {
    expect(historyQuery({ from: 'a', to: 'b' }, null, 2, 20)).toEqual({ from: 'a', to: 'b', page: 2, per_page: 20 });
    expect(historyQuery({}, 'studio/game', 1, 20)).toEqual({ game: 'studio/game', page: 1, per_page: 20 });
  });
});

describe('history formatting', () => {
  it('signs results with a true minus and names studios by their display name', () => {
    expect(signedMoney(1234, 'EUR', 'en')).toBe('+€12.34');
    expect(signedMoney(-300, 'EUR', 'en')).toBe('−€3.00');
    expect(signedMoney(0, 'EUR', 'en')).toBe('€0.00');
    expect(providerLabel({ provider: 'indigo-lantern', provider_title: 'Indigo Lantern Studio', game: 'indigo-lantern/x' })).toBe('Indigo Lantern Studio');
    expect(providerLabel({ provider: 'indigo-lantern', provider_title: null, game: 'indigo-lantern/x' })).toBe('Indigo Lantern');
    expect(providerLabel({ provider: '', provider_title: null, game: 'pixel_pharaoh/x' })).toBe('Pixel Pharaoh');
  });

  it('reads card codes', () => {
    expect(cardFace('AS')).toEqual({ rank: 'A', suit: '♠', red: false });
    expect(cardFace('TD')).toEqual({ rank: '10', suit: '♦', red: true });
    expect(cardFace('??')).toBeNull();
  });
});
