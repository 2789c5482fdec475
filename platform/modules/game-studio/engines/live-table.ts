import { hmacBlock, randomStream, seedCommitment } from './random-stream';
import { drawRouletteNumber, ROULETTE_POCKETS } from './roulette';

/**
 * A live-style European roulette table that every player shares: a round starts every `roundMs` from
 * `epochMs` (round id = ⌊(now − epoch) / roundMs⌋), takes bets for its first `bettingMs`, then shows
 * its result until the next round starts. Everything is a pure function of the time and the table
 * seed, so any server process (or a restarted one) agrees on the round, its phase and its number
 * without storing a schedule; bets settle with roulette.ts (97.30 %).
 *
 * Provably fair per round: the round's seed is HMAC-SHA256(tableSeed, `${tableId}:${roundId}`) (hex); its
 * sha256 is published while bets are open, the seed itself once the result shows. The number is the first
 * of the seed's eight 32-bit words (big-endian) below 37·⌊2^32/37⌋, mod 37 (rejection keeps the 37 pockets
 * exactly equally likely; should all eight be rejected, a chance below 10^-60, randomStream(roundSeed,
 * 'wheel') continues). The table seed never leaves the server.
 */
export interface LiveSchedule {
  epochMs: number;
  roundMs: number;
  bettingMs: number;
}

/** A round every 30 s: 20 s to bet, 10 s of spin and result. */
export const DEFAULT_LIVE_SCHEDULE: LiveSchedule = { epochMs: Date.UTC(2026, 0, 1), roundMs: 30_000, bettingMs: 20_000 };

export type LivePhase = 'betting' | 'result';

export interface LiveRoundTimes {
  roundId: number;
  startsAt: number;
  bettingEndsAt: number;
  endsAt: number;
}

export interface LivePhaseAt extends LiveRoundTimes {
  phase: LivePhase;
  /** Ms until the phase changes (bets close, or the next round opens). */
  msLeft: number;
}

function checkSchedule({ epochMs, roundMs, bettingMs }: LiveSchedule) {
  if (!Number.isSafeInteger(epochMs) || !Number.isSafeInteger(roundMs) || !Number.isSafeInteger(bettingMs) || bettingMs <= 0 || bettingMs >= roundMs) {
    throw new RangeError('a schedule needs whole ms and 0 < bettingMs < roundMs');
  }
}

/** The round running at `nowMs` (negative before the epoch, which no table uses). */
export function roundAt(schedule: LiveSchedule, nowMs: number): number {
  checkSchedule(schedule);
  return Math.floor((nowMs - schedule.epochMs) / schedule.roundMs);
}

export function roundTimes(schedule: LiveSchedule, roundId: number): LiveRoundTimes {
  checkSchedule(schedule);
  const startsAt = schedule.epochMs + roundId * schedule.roundMs;
  return { roundId, startsAt, bettingEndsAt: startsAt + schedule.bettingMs, endsAt: startsAt + schedule.roundMs };
}

/** Round and phase at `nowMs`: bets are open on [startsAt, bettingEndsAt), the result shows on [bettingEndsAt, endsAt). */
export function phaseAt(schedule: LiveSchedule, nowMs: number): LivePhaseAt {
  const times = roundTimes(schedule, roundAt(schedule, nowMs));
  const phase: LivePhase = nowMs < times.bettingEndsAt ? 'betting' : 'result';
  return { ...times, phase, msLeft: (phase === 'betting' ? times.bettingEndsAt : times.endsAt) - nowMs };
}

/** Whether a bet on `roundId` placed at `nowMs` is in time: only in that round's betting phase. */
export function acceptsBets(schedule: LiveSchedule, roundId: number, nowMs: number): boolean {
  const now = phaseAt(schedule, nowMs);
  return now.roundId === roundId && now.phase === 'betting';
}

/** The round's own seed (hex): revealed with the result, never before. */
export const liveRoundSeed = (tableSeed: string, tableId: string, roundId: number): string => hmacBlock(tableSeed, `${tableId}:${roundId}`).toString('hex');

/** What the table publishes while bets are open: sha256 of the round seed. */
export const liveRoundCommitment = (tableSeed: string, tableId: string, roundId: number): string => seedCommitment(liveRoundSeed(tableSeed, tableId, roundId));

const TWO_32 = 2 ** 32;
const ACCEPT_BELOW = TWO_32 - (TWO_32 % ROULETTE_POCKETS);

function numberFromSeedBytes(bytes: Buffer, roundSeed: () => string): number {
  for (let offset = 0; offset + 4 <= bytes.length; offset += 4) {
    const word = bytes.readUInt32BE(offset);
    if (word < ACCEPT_BELOW) return word % ROULETTE_POCKETS;
  }
  return drawRouletteNumber(randomStream(roundSeed(), 'wheel'));
}

/** The winning number of a round from its (revealed) round seed: what a player's verifier recomputes. */
export const liveNumberFromRoundSeed = (roundSeed: string): number => numberFromSeedBytes(Buffer.from(roundSeed, 'hex'), () => roundSeed);

/** The winning number of a round: the same for every player and process, drawn from the table seed and the round id. */
export function resultOf(tableSeed: string, tableId: string, roundId: number): number {
  const bytes = hmacBlock(tableSeed, `${tableId}:${roundId}`);
  return numberFromSeedBytes(bytes, () => bytes.toString('hex'));
}

/** Checks a revealed round: the seed matches the commitment published before, and gives the announced number. */
export function verifyLiveRound(round: { roundSeed: string; commitment: string; number: number }): boolean {
  return seedCommitment(round.roundSeed) === round.commitment && liveNumberFromRoundSeed(round.roundSeed) === round.number;
}
