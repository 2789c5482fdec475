import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { betDetailSchema, betHistoryEntrySchema, betHistoryPageSchema } from '../../schemas/wire/game-history';
import { readRoundOutcome } from '../../schemas/wire/game-round-outcome';
import { seededRandom } from '../harness/seeded-random';
import { readFixture } from './wire-fixtures';

/** The bet history as the profile reads it (issue 21): entries, totals, and the outcome of each kind of round. */

describe('GET /api/player/games_history', () => {
  it('normalises ids, numeric strings, missing extensions and states newer than the client', () => {
    const page = z.parse(betHistoryPageSchema, readFixture('games-history.json'));
    expect(page.total_count).toBe(4);
    expect(page.totals.map((t) => [t.currency, t.rounds, t.total_bets, t.total_wins])).toEqual([
      ['BTC', 1, 50000, 0],
      ['EUR', 2, 300, 560],
      ['FUN', 1, 1000, 3600],
    ]);
    const [bonus, free, crash, odd] = page.data.map((e) => z.parse(betHistoryEntrySchema, e));
    expect(bonus).toMatchObject({ bet_id: '90312', provider_title: 'Indigo Lantern', bonus_bets: 50, free_round: false, balance_after_cents: 10360 });
    expect(free).toMatchObject({ bet_id: '90311', total_bets: 100, balance_after_cents: 10000, provider_title: null, free_round: true });
    expect(crash).toMatchObject({ bet_status: 'pending', finished_at: null, provider_title: null, bonus_bets: 0, balance_after_cents: null });
    expect(odd).toMatchObject({ bet_status: 'other', kind: 'other', mode: 'demo' });
  });
});

describe('GET /api/player/games_history/{bet_id} outcomes', () => {
  const detail = z.parse(betDetailSchema, readFixture('games-history-round.json'));

  it('reads a slot round: the window by reel, line wins and each free spin', () => {
    const slot = readRoundOutcome(detail.entry.kind, detail.outcome);
    expect(slot.kind).toBe('slot');
    if (slot.kind !== 'slot') return;
    expect(slot.reels[1]).toEqual(['cherry', 'wild', 'plum']);
    expect(slot.wins).toEqual([{ line: 1, symbol: 'cherry', count: 3, win_cents: 60 }]);
    expect(slot.free_spins.count).toBe(1);
    expect(slot.free_spins.spins[0]).toMatchObject({ multiplier: 2, win_cents: 500 });
  });

  it('reads roulette, live roulette, blackjack and crash rounds, tolerating odd entries', () => {
    const roulette = readRoundOutcome('roulette', {
      number: 17,
      color: 'black',
      bets: [{ kind: 'straight', numbers: [17], amount_cents: 100, win_cents: 3600 }, { kind: 'dozen', index: '2', amount_cents: '200', win_cents: 600 }, 'junk', { kind: 'red', amount_cents: 100 }],
    });
    expect(roulette).toMatchObject({ kind: 'roulette', number: 17, color: 'black' });
    if (roulette.kind === 'roulette') expect(roulette.bets.map((b) => [b.kind, b.numbers, b.index, b.amount_cents, b.win_cents])).toEqual([
      ['straight', [17], null, 100, 3600],
      ['dozen', [], 2, 200, 600],
      ['red', [], null, 100, 0],
    ]);
    const live = readRoundOutcome('live-roulette', { round_id: 4411, number: null, color: null, bets: [], seed_hash: 'ab', seed: null });
    expect(live).toMatchObject({ kind: 'live-roulette', round_id: 4411, number: null, seed: null });
    const blackjack = readRoundOutcome('blackjack', {
      dealer: { cards: ['TS', '??'], total: 10 },
      hands: [{ cards: ['AS', 'KD'], total: 21, bet_cents: 100, win_cents: 250, result: 'blackjack' }, { cards: ['9H'], result: 'surrender' }],
    });
    if (blackjack.kind !== 'blackjack') throw new Error('not blackjack');
    expect(blackjack.dealer).toEqual({ cards: ['TS', '??'], total: 10 });
    expect(blackjack.hands.map((h) => h.result)).toEqual(['blackjack', 'other']);
    expect(readRoundOutcome('crash', { crash_point: '2.47', cashed_out_at: 1.8, auto_cash_out: null, seed_hash: 'h', seed: 's' })).toMatchObject({
      kind: 'crash',
      crash_point: 2.47,
      cashed_out_at: 1.8,
      round_id: null,
    });
  });

  it('answers a neutral outcome for kinds it does not know and outcomes that show nothing', () => {
    expect(readRoundOutcome('other', { anything: 1 })).toEqual({ kind: 'other' });
    expect(readRoundOutcome(null, {})).toEqual({ kind: 'other' });
    expect(readRoundOutcome('slot', {})).toEqual({ kind: 'other' });
    expect(readRoundOutcome('blackjack', { hands: 'none' })).toEqual({ kind: 'other' });
  });

  it('never throws on drifted outcomes', () => {
    const samples: Record<string, unknown>[] = [
      detail.outcome,
      { number: 3, color: 'red', bets: [{ kind: 'split', numbers: [2, 3], amount_cents: 10, win_cents: 180 }] },
      { dealer: { cards: ['2C'], total: 2 }, hands: [{ cards: ['2H', '3D'], total: 5, bet_cents: 10, win_cents: 0, result: 'lose' }] },
      { crash_point: 1.5, cashed_out_at: null, seed_hash: 'x', seed: 'y' },
    ];
    const random = seededRandom(21);
    const drift = (value: unknown, depth = 0): unknown => {
      if (value === null || typeof value !== 'object') return random() < 0.3 ? null : random() < 0.5 ? 'x' : value;
      const copy: Record<string, unknown> = Array.isArray(value) ? { ...value } : { ...(value as Record<string, unknown>) };
      for (const key of Object.keys(copy)) if (random() < 0.4) copy[key] = depth < 3 ? drift(copy[key], depth + 1) : undefined;
      return Array.isArray(value) ? Object.values(copy) : copy;
    };
    for (let run = 0; run < 400; run++) {
      for (const kind of ['slot', 'roulette', 'live-roulette', 'blackjack', 'crash', 'other'] as const) {
        const outcome = drift(samples[run % samples.length]) as Record<string, unknown>;
        expect(() => readRoundOutcome(kind, outcome)).not.toThrow();
      }
    }
  });
});
