import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  autoCashOutRefusal,
  cashOutRefusal,
  crashCommitment,
  crashPoint,
  CRASH_RTP,
  crashStateAt,
  crashTimeMs,
  MAX_MULTIPLIER,
  msToReach,
  multiplierAt,
  settleCrashBet,
  verifyCrashRound,
} from './crash';
import { newServerSeed, seedCommitment } from './random-stream';
import { pct, Tally } from './rtp-simulation';

/** A fake clock: a round launched at `launchAt`, and the elapsed ms the pure functions are asked about. */
function fakeClock(launchAt: number) {
  let now = launchAt;
  return {
    advance: (ms: number) => void (now += ms),
    set: (at: number) => void (now = at),
    elapsed: () => now - launchAt,
  };
}

/** The first round id of `seed` whose crash point is at least `min` and below `max` (a fixed, searched-for fixture). */
function roundWith(seed: string, min: number, max: number): { roundId: number; point: number } {
  for (let roundId = 1; ; roundId++) {
    const point = crashPoint(seed, roundId);
    if (point >= min && point < max) return { roundId, point };
  }
}

describe('crash multiplier curve', () => {
  it('starts at 1.00× and grows as e^(kt): 2× after about 11.6 s, 10× after about 38 s', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    expect(msToReach(200)).toBeGreaterThan(11_500);
    expect(msToReach(200)).toBeLessThan(11_600);
    expect(msToReach(1000)).toBeGreaterThan(38_000);
    expect(msToReach(1000)).toBeLessThan(38_500);
  });

  it('never goes down, and msToReach is the first ms that shows the multiplier', () => {
    let previous = 100;
    for (let ms = 0; ms <= 160_000; ms += 7) {
      const m = multiplierAt(ms);
      expect(m).toBeGreaterThanOrEqual(previous);
      previous = m;
    }
    expect(() => msToReach(MAX_MULTIPLIER + 2)).toThrow(RangeError);
    for (const target of [101, 150, 199, 200, 250, 1234, 10_000, 99_999, MAX_MULTIPLIER]) {
      const ms = msToReach(target);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1)).toBeLessThan(target);
    }
  });
});

describe('crash rounds, provably fair', () => {
  it('derives the crash point from HMAC(serverSeed, round) and lets anyone verify it with the revealed seed', () => {
    const seed = newServerSeed();
    const commitment = crashCommitment(seed);
    expect(commitment).toBe(seedCommitment(seed));
    const point = crashPoint(seed, 7);
    expect(point).toBe(crashPoint(seed, 7));
    expect(point).toBeGreaterThanOrEqual(100);
    expect(point).toBeLessThanOrEqual(MAX_MULTIPLIER);
    expect(verifyCrashRound({ serverSeed: seed, commitment, roundId: 7, crashPoint: point })).toBe(true);
    expect(verifyCrashRound({ serverSeed: seed, commitment, roundId: 7, crashPoint: point + 1 })).toBe(false);
    expect(verifyCrashRound({ serverSeed: newServerSeed(), commitment, roundId: 7, crashPoint: point })).toBe(false);
  });

  it('pins the formula: a known seed and round give a known crash point', () => {
    // Recomputed by hand: h = first 52 bits of HMAC-SHA256('rocket-x', '1'), ⌊97·2^52/(2^52−h)⌋.
    const digest = createHmac('sha256', 'rocket-x').update('1').digest('hex');
    const h = BigInt(`0x${digest.slice(0, 13)}`);
    const x = Number((97n * 2n ** 52n) / (2n ** 52n - h));
    expect(crashPoint('rocket-x', 1)).toBe(x < 100 ? 100 : Math.min(x, MAX_MULTIPLIER));
  });
});

describe('crash cash-out timing (fake clock)', () => {
  const seed = 'game-studio-crash-timing';

  it('pays a cash-out taken before the crash at the multiplier shown, and nothing after it', () => {
    const { point } = roundWith(seed, 250, 400);
    const clock = fakeClock(1_750_000_000_000);
    const crashAt = crashTimeMs(point);
    clock.advance(msToReach(200));
    expect(crashStateAt(point, clock.elapsed())).toEqual({ phase: 'flying', multiplier: 200 });
    expect(cashOutRefusal(point, clock.elapsed())).toBeNull();
    expect(settleCrashBet(point, { betCents: 1000, autoCashOut: null, cashOutAtMs: clock.elapsed() })).toEqual({ cashed_out_at: 200, cashed_out_ms: msToReach(200), win_cents: 2000 });

    // The last ms before the explosion still shows the crash point and still pays it.
    clock.set(1_750_000_000_000 + crashAt - 1);
    expect(crashStateAt(point, clock.elapsed())).toEqual({ phase: 'flying', multiplier: point });
    expect(settleCrashBet(point, { betCents: 1000, autoCashOut: null, cashOutAtMs: clock.elapsed() }).win_cents).toBe(Math.floor((1000 * point) / 100));

    clock.advance(1);
    expect(crashStateAt(point, clock.elapsed())).toEqual({ phase: 'crashed', crash_point: point, crashed_at_ms: crashAt });
    expect(cashOutRefusal(point, clock.elapsed())).toBe('crashed');
    expect(settleCrashBet(point, { betCents: 1000, autoCashOut: null, cashOutAtMs: clock.elapsed() })).toEqual({ cashed_out_at: null, cashed_out_ms: null, win_cents: 0 });
  });

  it('refuses a cash-out before the rocket shows 1.01×', () => {
    const { point } = roundWith(seed, 300, 1000);
    expect(cashOutRefusal(point, 0)).toBe('too_early');
    expect(cashOutRefusal(point, msToReach(101) - 1)).toBe('too_early');
    expect(cashOutRefusal(point, msToReach(101))).toBeNull();
    expect(settleCrashBet(point, { betCents: 100, autoCashOut: null, cashOutAtMs: 10 }).win_cents).toBe(0);
  });

  it('cashes out automatically at the target when the rocket reaches it, whichever comes first with a manual cash-out', () => {
    const { point } = roundWith(seed, 500, 800);
    expect(settleCrashBet(point, { betCents: 1000, autoCashOut: 300, cashOutAtMs: null })).toEqual({ cashed_out_at: 300, cashed_out_ms: msToReach(300), win_cents: 3000 });
    // The manual cash-out at 2.00× comes first.
    expect(settleCrashBet(point, { betCents: 1000, autoCashOut: 300, cashOutAtMs: msToReach(200) }).cashed_out_at).toBe(200);
    // A target above the crash point loses; a manual cash-out in time still saves the bet.
    expect(settleCrashBet(point, { betCents: 1000, autoCashOut: 900, cashOutAtMs: null }).win_cents).toBe(0);
    expect(settleCrashBet(point, { betCents: 1000, autoCashOut: 900, cashOutAtMs: msToReach(400) }).win_cents).toBe(4000);
    // A target exactly at the crash point wins.
    expect(settleCrashBet(point, { betCents: 100, autoCashOut: point, cashOutAtMs: null }).win_cents).toBe(point);
    expect(autoCashOutRefusal(100)).toBe('invalid');
    expect(autoCashOutRefusal(150.5)).toBe('invalid');
    expect(autoCashOutRefusal(MAX_MULTIPLIER + 1)).toBe('invalid');
    expect(() => settleCrashBet(point, { betCents: 100, autoCashOut: 100, cashOutAtMs: null })).toThrow(RangeError);
  });

  it('crashes at launch on 1.00×: nothing can be cashed out', () => {
    const { point } = roundWith(seed, 100, 101);
    expect(point).toBe(100);
    expect(crashTimeMs(point)).toBe(0);
    expect(crashStateAt(point, 0)).toEqual({ phase: 'crashed', crash_point: 100, crashed_at_ms: 0 });
    expect(settleCrashBet(point, { betCents: 100, autoCashOut: 101, cashOutAtMs: 0 }).win_cents).toBe(0);
  });
});

/**
 * 1,000,000 rounds of the real derivation (seed, round 1…1,000,000), the player cashing out automatically
 * at 1.50×, 2.00× or 3.00× in turn: σ ≈ 1.2 stakes per round, standard error ≈ 0.12 points. Also checks
 * the distribution the RTP rests on, P(crash point ≥ m) = 0.97 / m.
 */
describe('crash RTP, simulated', () => {
  it('returns 97 % over 1,000,000 seeded rounds', () => {
    const targets = [150, 200, 300];
    const rtp = new Tally();
    const reached = new Map([101, 200, 1000, 10_000].map((m) => [m, 0]));
    const rounds = 1_000_000;
    for (let round = 1; round <= rounds; round++) {
      const point = crashPoint('game-studio-rtp', round);
      for (const m of reached.keys()) if (point >= m) reached.set(m, reached.get(m)! + 1);
      const target = targets[round % targets.length]!;
      rtp.add(settleCrashBet(point, { betCents: 100, autoCashOut: target, cashOutAtMs: null }).win_cents / 100);
    }
    const message = `simulated ${pct(rtp.mean)} %, se ${pct(rtp.se)} points`;
    expect(Math.abs(rtp.mean - CRASH_RTP) * 100, message).toBeLessThan(0.5);
    for (const [m, count] of reached) {
      const p = CRASH_RTP / (m / 100);
      expect(Math.abs(count / rounds - p), `P(≥ ${m / 100}×)`).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds) + 1e-6);
    }
    console.info(`crash: ${message}, sd ${rtp.sd.toFixed(2)}`);
  });
});
