import { hmacBlock, seedCommitment } from './random-stream';

/**
 * The crash game (turbogames/rocket-x). Multipliers are whole hundredths (100 = 1.00×).
 *
 * Provably fair: before the round the server publishes sha256(serverSeed); after it, the seed. The crash
 * point is derived from HMAC-SHA256(serverSeed, String(roundId)): its first 52 bits h give
 * X = ⌊97 · 2^52 / (2^52 − h)⌋, and the crash point is 1.00× (an instant crash) when X < 100, else
 * min(X, 10 000×). So P(crash point ≥ m) = 0.97 / m for every m from 1.01× to the cap, and a cash-out at m
 * (auto target, or by hand when the rocket shows m) wins m × bet exactly when m ≤ crash point: every
 * strategy returns 97 % of the stake.
 *
 * Time: the multiplier shown `t` ms after launch is ⌊100 · e^(GROWTH · t)⌋ (2× after ≈ 11.6 s, 10× after
 * ≈ 38 s); the rocket explodes at the first ms it would show more than the crash point. Everything is a
 * pure function of the elapsed ms: the socket loop, the cash-out route and tests all ask the same
 * functions with their own clock.
 */
export const CRASH_RTP = 0.97;
const RTP_HUNDREDTHS = 97n;
/** 1.01×: the lowest multiplier a cash-out can take (1.00× would return the stake, beating the edge). */
export const MIN_CASH_OUT = 101;
/** 10 000×: the crash point never exceeds it, nor may an auto cash-out target. */
export const MAX_MULTIPLIER = 1_000_000;
/** Growth per ms of the multiplier curve e^(GROWTH·t). */
export const CRASH_GROWTH_PER_MS = 0.00006;

const TWO_52 = 2n ** 52n;

/** The commitment published before the round. */
export const crashCommitment = (serverSeed: string): string => seedCommitment(serverSeed);

/** The round's crash point in hundredths (100 = crashed at launch). */
export function crashPoint(serverSeed: string, roundId: number): number {
  const digest = hmacBlock(serverSeed, String(roundId));
  const h = BigInt(`0x${digest.toString('hex', 0, 7)}`) >> 4n; // the first 13 hex digits: 52 bits
  const x = Number((RTP_HUNDREDTHS * TWO_52) / (TWO_52 - h));
  return x < 100 ? 100 : Math.min(x, MAX_MULTIPLIER);
}

/** The multiplier (hundredths) shown `elapsedMs` after launch, for a rocket still flying. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.min(Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)), MAX_MULTIPLIER + 1);
}

/** The first whole ms at which the curve shows at least `multiplier` hundredths. */
export function msToReach(multiplier: number): number {
  if (multiplier <= 100) return 0;
  // The curve stops at MAX + 1 (the crash point's cap, passed): nothing above it is ever shown.
  if (multiplier > MAX_MULTIPLIER + 1) throw new RangeError(`the rocket never shows ${multiplier}`);
  // Start from the analytic inverse and settle on the exact ms with multiplierAt itself, so the two never disagree.
  let ms = Math.max(0, Math.floor(Math.log(multiplier / 100) / CRASH_GROWTH_PER_MS) - 2);
  while (multiplierAt(ms) < multiplier) ms++;
  while (ms > 0 && multiplierAt(ms - 1) >= multiplier) ms--;
  return ms;
}

/** When the rocket explodes, in ms after launch: at once for 1.00×, else when it would pass the crash point. */
export const crashTimeMs = (point: number): number => (point <= 100 ? 0 : msToReach(point + 1));

export type CrashView = { phase: 'flying'; multiplier: number } | { phase: 'crashed'; crash_point: number; crashed_at_ms: number };

/** What the socket shows `elapsedMs` after launch. */
export function crashStateAt(point: number, elapsedMs: number): CrashView {
  const crashedAt = crashTimeMs(point);
  return elapsedMs < crashedAt ? { phase: 'flying', multiplier: multiplierAt(elapsedMs) } : { phase: 'crashed', crash_point: point, crashed_at_ms: crashedAt };
}

/** Why a manual cash-out at `elapsedMs` cannot be taken, or null. */
export function cashOutRefusal(point: number, elapsedMs: number): 'too_early' | 'crashed' | null {
  if (elapsedMs >= crashTimeMs(point)) return 'crashed';
  if (multiplierAt(elapsedMs) < MIN_CASH_OUT) return 'too_early';
  return null;
}

/** Why an auto cash-out target cannot be used, or null. */
export function autoCashOutRefusal(target: number): string | null {
  return Number.isInteger(target) && target >= MIN_CASH_OUT && target <= MAX_MULTIPLIER ? null : 'invalid';
}

export interface CrashBet {
  betCents: number;
  /** Auto cash-out target in hundredths, or null. */
  autoCashOut: number | null;
  /** Ms after launch of the player's manual cash-out, or null when there was none. */
  cashOutAtMs: number | null;
}

export interface CrashSettlement {
  /** The multiplier cashed out at (hundredths), or null when the rocket crashed first. */
  cashed_out_at: number | null;
  /** Ms after launch of that cash-out. */
  cashed_out_ms: number | null;
  win_cents: number;
}

/**
 * Settles a bet once the round is over (or at its cash-out). The earlier of the auto target (reached at
 * msToReach(target)) and the manual cash-out counts; it wins ⌊bet × m / 100⌋ when m ≤ crash point. A
 * manual cash-out the rocket had not yet reached 1.01× for, or after the crash, does not count.
 */
export function settleCrashBet(point: number, bet: CrashBet): CrashSettlement {
  if (!Number.isSafeInteger(bet.betCents) || bet.betCents <= 0) throw new RangeError('bet must be a positive whole number of cents');
  if (bet.autoCashOut !== null && autoCashOutRefusal(bet.autoCashOut)) throw new RangeError(`auto cash-out ${bet.autoCashOut}: invalid`);
  const candidates: { at: number; ms: number }[] = [];
  if (bet.autoCashOut !== null) candidates.push({ at: bet.autoCashOut, ms: msToReach(bet.autoCashOut) });
  if (bet.cashOutAtMs !== null && cashOutRefusal(point, bet.cashOutAtMs) === null) candidates.push({ at: multiplierAt(bet.cashOutAtMs), ms: bet.cashOutAtMs });
  const first = candidates.sort((a, b) => a.ms - b.ms || a.at - b.at)[0];
  if (!first || first.at > point) return { cashed_out_at: null, cashed_out_ms: null, win_cents: 0 };
  return { cashed_out_at: first.at, cashed_out_ms: first.ms, win_cents: Math.floor((bet.betCents * first.at) / 100) };
}

/** A player's check of a finished round: the revealed seed matches the published hash and gives the announced crash point. */
export function verifyCrashRound(round: { serverSeed: string; commitment: string; roundId: number; crashPoint: number }): boolean {
  return crashCommitment(round.serverSeed) === round.commitment && crashPoint(round.serverSeed, round.roundId) === round.crashPoint;
}
