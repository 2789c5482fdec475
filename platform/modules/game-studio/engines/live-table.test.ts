import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptsBets,
  DEFAULT_LIVE_SCHEDULE,
  liveNumberFromRoundSeed,
  liveRoundCommitment,
  liveRoundSeed,
  phaseAt,
  resultOf,
  roundAt,
  roundTimes,
  verifyLiveRound,
  type LiveSchedule,
} from './live-table';
import { seedCommitment } from './random-stream';
import { ROULETTE_RTP, settleRoulette, type RouletteBet } from './roulette';
import { pct, Tally } from './rtp-simulation';

const schedule: LiveSchedule = { epochMs: 1_000_000, roundMs: 30_000, bettingMs: 20_000 };

describe('live table schedule', () => {
  it('numbers rounds from the epoch: id = ⌊(now − epoch) / roundMs⌋', () => {
    expect(roundAt(schedule, 1_000_000)).toBe(0);
    expect(roundAt(schedule, 1_029_999)).toBe(0);
    expect(roundAt(schedule, 1_030_000)).toBe(1);
    expect(roundAt(schedule, 1_000_000 + 30_000 * 1234 + 5)).toBe(1234);
    expect(roundTimes(schedule, 2)).toEqual({ roundId: 2, startsAt: 1_060_000, bettingEndsAt: 1_080_000, endsAt: 1_090_000 });
  });

  it('takes bets for the first bettingMs of a round, then shows the result until the next one', () => {
    const start = 1_000_000 + 30_000 * 7;
    expect(phaseAt(schedule, start)).toMatchObject({ roundId: 7, phase: 'betting', msLeft: 20_000 });
    expect(phaseAt(schedule, start + 19_999)).toMatchObject({ roundId: 7, phase: 'betting', msLeft: 1 });
    expect(phaseAt(schedule, start + 20_000)).toMatchObject({ roundId: 7, phase: 'result', msLeft: 10_000 });
    expect(phaseAt(schedule, start + 29_999)).toMatchObject({ roundId: 7, phase: 'result', msLeft: 1 });
    expect(phaseAt(schedule, start + 30_000)).toMatchObject({ roundId: 8, phase: 'betting' });
  });

  it('accepts a bet only for the round open at that moment', () => {
    const start = 1_000_000 + 30_000 * 7;
    expect(acceptsBets(schedule, 7, start + 5_000)).toBe(true);
    expect(acceptsBets(schedule, 7, start + 20_000)).toBe(false);
    expect(acceptsBets(schedule, 8, start + 5_000)).toBe(false);
    expect(acceptsBets(schedule, 6, start + 5_000)).toBe(false);
  });

  it('refuses a schedule without a betting window inside the round', () => {
    expect(() => roundAt({ epochMs: 0, roundMs: 10_000, bettingMs: 10_000 }, 5)).toThrow(RangeError);
    expect(() => roundAt({ epochMs: 0, roundMs: 10_000, bettingMs: 0 }, 5)).toThrow(RangeError);
    expect(DEFAULT_LIVE_SCHEDULE.bettingMs).toBeLessThan(DEFAULT_LIVE_SCHEDULE.roundMs);
  });
});

describe('live table results', () => {
  it('gives every process the same number for a round, and other tables other numbers', () => {
    expect(resultOf('table-seed', 'evolution/speed-roulette', 42)).toBe(resultOf('table-seed', 'evolution/speed-roulette', 42));
    const one = Array.from({ length: 40 }, (_, r) => resultOf('table-seed', 'a/one', r));
    const two = Array.from({ length: 40 }, (_, r) => resultOf('table-seed', 'a/two', r));
    expect(one).not.toEqual(two);
  });

  it('publishes sha256 of the round seed before, reveals the seed after, and the number follows from it', () => {
    const roundSeed = liveRoundSeed('table-seed', 'a/one', 9);
    expect(roundSeed).toBe(createHmac('sha256', 'table-seed').update('a/one:9').digest('hex'));
    const commitment = liveRoundCommitment('table-seed', 'a/one', 9);
    expect(commitment).toBe(seedCommitment(roundSeed));
    const number = resultOf('table-seed', 'a/one', 9);
    expect(verifyLiveRound({ roundSeed, commitment, number })).toBe(true);
    expect(verifyLiveRound({ roundSeed, commitment, number: (number + 1) % 37 })).toBe(false);
    // The number is the first word of the seed below 37·⌊2^32/37⌋, mod 37.
    expect(number).toBe(Buffer.from(roundSeed, 'hex').readUInt32BE(0) % 37);
    // A seed whose words are all rejected falls back to the stream (a chance below 10^-60 in play).
    expect(liveNumberFromRoundSeed('ff'.repeat(32))).toBeLessThan(37);
  });
});

/**
 * 1,000,000 consecutive rounds of one table (the real derivation per round id), settled with a spread of
 * roulette bets: the table returns roulette's 97.30 % (σ ≈ 0.8 stakes, standard error ≈ 0.08 points).
 */
describe('live table RTP, simulated', () => {
  it('returns 97.30 % over 1,000,000 scheduled rounds', () => {
    const bets: RouletteBet[] = [
      { kind: 'black', amount_cents: 100 },
      { kind: 'odd', amount_cents: 100 },
      { kind: 'column', index: 1, amount_cents: 50 },
      { kind: 'corner', numbers: [1, 2, 4, 5], amount_cents: 20 },
      { kind: 'straight', numbers: [32], amount_cents: 10 },
    ];
    const stake = bets.reduce((sum, bet) => sum + bet.amount_cents, 0);
    const rtp = new Tally();
    const pockets = new Array<number>(37).fill(0);
    for (let round = 0; round < 1_000_000; round++) {
      const number = resultOf('game-studio-rtp', 'crownlight-live/speed-roulette', round);
      pockets[number]!++;
      rtp.add(settleRoulette(bets, number).win_cents / stake);
    }
    const message = `simulated ${pct(rtp.mean)} %, se ${pct(rtp.se)} points`;
    expect(Math.abs(rtp.mean - ROULETTE_RTP) * 100, message).toBeLessThan(0.5);
    const expected = 1_000_000 / 37;
    const chi2 = pockets.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2, 'pockets equally likely (36 degrees of freedom)').toBeLessThan(80);
    console.info(`live roulette: ${message}, sd ${rtp.sd.toFixed(2)}`);
  });
});
