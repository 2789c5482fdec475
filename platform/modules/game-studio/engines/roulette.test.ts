import { describe, expect, it } from 'vitest';
import { randomStream } from './random-stream';
import {
  colorOf,
  coveredNumbers,
  drawRouletteNumber,
  EVEN_KINDS,
  INSIDE_SELECTIONS,
  playRoulette,
  RED_NUMBERS,
  rouletteBetWin,
  ROULETTE_RTP,
  settleRoulette,
  type RouletteBet,
} from './roulette';
import { checkRouletteBets, DEFAULT_ROULETTE_LIMITS } from './roulette-bets';
import { pct, Tally } from './rtp-simulation';
import { scriptedRandom } from './scripted-random';

/** One bet of each kind, 100 cents, and what it pays back when it wins. */
const PAYOUTS: [RouletteBet, number][] = [
  [{ kind: 'straight', numbers: [17], amount_cents: 100 }, 3600],
  [{ kind: 'split', numbers: [17, 20], amount_cents: 100 }, 1800],
  [{ kind: 'street', numbers: [16, 17, 18], amount_cents: 100 }, 1200],
  [{ kind: 'corner', numbers: [13, 14, 16, 17], amount_cents: 100 }, 900],
  [{ kind: 'line', numbers: [13, 14, 15, 16, 17, 18], amount_cents: 100 }, 600],
  [{ kind: 'dozen', index: 2, amount_cents: 100 }, 300],
  [{ kind: 'column', index: 2, amount_cents: 100 }, 300],
  [{ kind: 'black', amount_cents: 100 }, 200],
  [{ kind: 'odd', amount_cents: 100 }, 200],
  [{ kind: 'low', amount_cents: 100 }, 200],
];

/** Every legal bet of the layout, one of each selection, 100 cents. */
function everyBet(): RouletteBet[] {
  const bets: RouletteBet[] = [];
  for (const [kind, selections] of Object.entries(INSIDE_SELECTIONS)) {
    for (const key of selections) bets.push({ kind: kind as 'split', numbers: key.split('-').map(Number), amount_cents: 100 });
  }
  for (const kind of ['dozen', 'column'] as const) for (const index of [1, 2, 3] as const) bets.push({ kind, index, amount_cents: 100 });
  for (const kind of EVEN_KINDS) bets.push({ kind, amount_cents: 100 });
  return bets;
}

describe('european roulette payouts', () => {
  it.each(PAYOUTS.map(([bet, win]) => [bet.kind, bet, win] as const))('%s pays its stake back times 36/k when 17 comes', (_, bet, win) => {
    expect(rouletteBetWin(bet, 17)).toBe(win);
    expect(rouletteBetWin(bet, 0)).toBe(0);
  });

  it('pays even chances on their numbers and loses them all on zero (no la partage)', () => {
    const even = (kind: (typeof EVEN_KINDS)[number], n: number) => rouletteBetWin({ kind, amount_cents: 50 }, n);
    expect(even('red', 1)).toBe(100);
    expect(even('black', 1)).toBe(0);
    expect(even('black', 2)).toBe(100);
    expect(even('even', 36)).toBe(100);
    expect(even('high', 19)).toBe(100);
    expect(even('low', 19)).toBe(0);
    for (const kind of EVEN_KINDS) expect(even(kind, 0)).toBe(0);
    expect(colorOf(0)).toBe('green');
    expect(RED_NUMBERS.size).toBe(18);
  });

  it('has the layout’s counts of splits, streets, corners and lines', () => {
    // 57 splits on the numbers + 3 with zero; 12 streets + 2 trios; 22 corners + the first four; 11 lines.
    expect(INSIDE_SELECTIONS.straight.size).toBe(37);
    expect(INSIDE_SELECTIONS.split.size).toBe(60);
    expect(INSIDE_SELECTIONS.street.size).toBe(14);
    expect(INSIDE_SELECTIONS.corner.size).toBe(23);
    expect(INSIDE_SELECTIONS.line.size).toBe(11);
  });

  it('returns exactly 36/37 on every legal bet (all 37 pockets enumerated)', () => {
    for (const bet of everyBet()) {
      let back = 0;
      for (let n = 0; n < 37; n++) {
        back += rouletteBetWin(bet, n);
        expect(rouletteBetWin(bet, n) > 0, `${JSON.stringify(bet)} on ${n}`).toBe(coveredNumbers(bet).includes(n));
      }
      expect(back / (37 * bet.amount_cents)).toBe(ROULETTE_RTP);
    }
  });

  it('settles a bet list against the drawn number', () => {
    const bets = PAYOUTS.map(([bet]) => bet);
    const outcome = playRoulette(bets, scriptedRandom([17]));
    expect(outcome.number).toBe(17);
    expect(outcome.color).toBe('black');
    expect(outcome.total_bet_cents).toBe(1000);
    expect(outcome.win_cents).toBe(PAYOUTS.reduce((sum, [, win]) => sum + win, 0));
    expect(settleRoulette(bets, 0).win_cents).toBe(0);
    expect(() => settleRoulette(bets, 37)).toThrow(RangeError);
  });
});

describe('roulette bet validation', () => {
  it('accepts a list of legal bets and normalises them', () => {
    const check = checkRouletteBets([
      { kind: 'split', numbers: [20, 17], amount_cents: 100, extra: true },
      { kind: 'dozen', index: 3, amount_cents: 50 },
      { kind: 'red', amount_cents: 10 },
    ]);
    expect(check).toEqual({
      ok: true,
      total_cents: 160,
      bets: [
        { kind: 'split', numbers: [17, 20], amount_cents: 100 },
        { kind: 'dozen', index: 3, amount_cents: 50 },
        { kind: 'red', amount_cents: 10 },
      ],
    });
  });

  it('refuses what is not a bet of the layout, with a code per field', () => {
    const check = checkRouletteBets([
      { kind: 'split', numbers: [17, 21], amount_cents: 100 },
      { kind: 'corner', numbers: [3, 4, 6, 7], amount_cents: 100 },
      { kind: 'straight', numbers: [37], amount_cents: 100 },
      { kind: 'column', index: 4, amount_cents: 100 },
      { kind: 'red', amount_cents: 0 },
      { kind: 'black', amount_cents: 10.5 },
      { kind: 'orphelins', amount_cents: 100 },
      'red',
    ]);
    expect(check).toEqual({
      ok: false,
      errors: {
        'bets.0.numbers': ['not_a_split'],
        'bets.1.numbers': ['not_a_corner'],
        'bets.2.numbers': ['not_a_straight'],
        'bets.3.index': ['invalid'],
        'bets.4.amount_cents': ['invalid'],
        'bets.5.amount_cents': ['invalid'],
        'bets.6.kind': ['invalid'],
        'bets.7': ['invalid'],
      },
    });
  });

  it('holds the table limits', () => {
    const limits = { ...DEFAULT_ROULETTE_LIMITS, max_bets: 3, max_total_cents: 1000 };
    expect(checkRouletteBets([], limits)).toEqual({ ok: false, errors: { bets: ['required'] } });
    expect(checkRouletteBets({ kind: 'red' }, limits)).toEqual({ ok: false, errors: { bets: ['required'] } });
    expect(checkRouletteBets([{ kind: 'red', amount_cents: 5 }], limits)).toEqual({ ok: false, errors: { 'bets.0.amount_cents': ['below_table_minimum'] } });
    expect(checkRouletteBets([{ kind: 'red', amount_cents: 60_000 }])).toEqual({ ok: false, errors: { 'bets.0.amount_cents': ['above_table_maximum'] } });
    const many = Array.from({ length: 4 }, () => ({ kind: 'odd', amount_cents: 100 }));
    expect(checkRouletteBets(many, limits)).toEqual({ ok: false, errors: { bets: ['too_many_bets'] } });
    const big = Array.from({ length: 3 }, () => ({ kind: 'odd', amount_cents: 400 }));
    expect(checkRouletteBets(big, limits)).toEqual({ ok: false, errors: { bets: ['above_table_maximum'] } });
  });
});

/**
 * A spread of every kind of bet each round (even chances weigh most, as players stake them): 1,000,000
 * rounds whose pockets come one after the other from one seeded HMAC stream (the generator a round uses;
 * eight pockets per HMAC block keeps the test fast). σ ≈ 0.43 stakes per round, so the standard error is
 * ≈ 0.04 points against the 0.5 allowed.
 */
describe('roulette RTP, simulated', () => {
  it('returns 97.30 % over 1,000,000 seeded rounds', () => {
    const bets: RouletteBet[] = [
      { kind: 'red', amount_cents: 100 },
      { kind: 'even', amount_cents: 100 },
      { kind: 'high', amount_cents: 100 },
      { kind: 'dozen', index: 1, amount_cents: 50 },
      { kind: 'column', index: 3, amount_cents: 50 },
      { kind: 'line', numbers: [25, 26, 27, 28, 29, 30], amount_cents: 20 },
      { kind: 'corner', numbers: [8, 9, 11, 12], amount_cents: 20 },
      { kind: 'street', numbers: [0, 1, 2], amount_cents: 10 },
      { kind: 'split', numbers: [0, 3], amount_cents: 10 },
      { kind: 'straight', numbers: [7], amount_cents: 10 },
    ];
    const stake = bets.reduce((sum, bet) => sum + bet.amount_cents, 0);
    const rtp = new Tally();
    const pockets = new Array<number>(37).fill(0);
    const rng = randomStream('game-studio-rtp', 'roulette');
    for (let round = 0; round < 1_000_000; round++) {
      const number = drawRouletteNumber(rng);
      pockets[number]!++;
      rtp.add(settleRoulette(bets, number).win_cents / stake);
    }
    const message = `simulated ${pct(rtp.mean)} %, se ${pct(rtp.se)} points`;
    expect(Math.abs(rtp.mean - ROULETTE_RTP) * 100, message).toBeLessThan(0.5);
    expect(Math.min(...pockets)).toBeGreaterThan(26_000);
    expect(Math.max(...pockets)).toBeLessThan(28_100);
    console.info(`roulette: ${message}, sd ${rtp.sd.toFixed(2)}`);
  });
});
