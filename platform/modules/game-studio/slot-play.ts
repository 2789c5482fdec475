import type { SpinResponse } from '../../../schemas/wire/game-session';
import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { betRefusal } from './bet-admission';
import { randomStream } from './engines/random-stream';
import { SLOT_FAMILIES } from './engines/slot-families';
import type { SlotFamily } from './engines/slot-family';
import { playSlotRound, slotBetRefusal, type SlotRound, type SlotSpin } from './engines/slot-round';
import { freeRoundFor, freeSpinStake, type FreeRound } from './free-rounds';
import { sessionEngine } from './game-engine';
import { readGameSession, type GameSessionRow } from './game-sessions';
import { debitRoundStake, settleRound, StakeRefused, stakedRound } from './round-money';
import { insertRound } from './round-store';

export type PlayResult<T> = { ok: true; body: T; playerId: number | null } | { ok: false; status: 404 | 422; errors?: Record<string, string[]> };

/** The slot family a slot session plays. */
export function sessionFamily(ctx: Pick<PlatformContext, 'db'>, session: GameSessionRow): SlotFamily {
  const engine = sessionEngine(ctx.db, session);
  return SLOT_FAMILIES[engine.kind === 'slot' ? engine.family : 'fruit-fiesta'];
}

/**
 * The free round this slot session's next round is, if a bonus pack makes it one (real mode only; the pack's
 * stake in whole line bets of the family, free-rounds.ts), else null.
 */
export function freeRoundOfSession(ctx: Pick<PlatformContext, 'db'>, session: GameSessionRow, family: SlotFamily): (FreeRound & { stakeCents: number }) | null {
  if (session.mode !== 'real' || session.kind !== 'slot') return null;
  const free = freeRoundFor(ctx.db, session.player_id!, session.currency, session.game_identifier);
  if (!free) return null;
  const stakeCents = freeSpinStake(free.betCents, family.paylines.length);
  return stakeCents > 0 ? { ...free, stakeCents } : null;
}

const spinView = (spin: SlotSpin) => ({
  reels: spin.window,
  wins: spin.line_wins,
  scatters: spin.scatters,
  scatter_win_cents: spin.scatter_win_cents,
  free_spins_awarded: spin.free_spins_awarded,
  multiplier: spin.multiplier,
  win_cents: spin.win_cents,
});

/** A slot round as the history keeps it (history/outcome-view.ts shows it). */
export const slotOutcome = (round: SlotRound) => ({ family: round.family, base: spinView(round.base), free_spins: round.free_spins.map(spinView) });

function spinInTransaction(ctx: PlatformContext, sessionId: string, requestedBetCents: number): PlayResult<SpinResponse> {
  const session = readGameSession(ctx.db, sessionId);
  if (!session || session.kind !== 'slot') return { ok: false, status: 404 };
  const now = ctx.clock.now();
  const family = sessionFamily(ctx, session);
  // A real-mode round of a game the player holds an activated free-spin pack for is a free round, played at
  // the pack's stake whatever bet the request named (free-rounds.ts).
  const free = freeRoundOfSession(ctx, session, family);
  const betCents = free ? free.stakeCents : requestedBetCents;
  const invalid = slotBetRefusal(family, betCents);
  if (invalid) return { ok: false, status: 422, errors: { bet_cents: [invalid] } };
  // Every refusal is decided on the stake before anything is drawn or written (bet-admission.ts).
  const refusal = betRefusal(ctx.db, session, betCents, { free: free !== null, now });
  if (refusal) return { ok: false, status: 422, errors: refusal };
  const n = session.rounds_played + 1;
  const nonce = `${session.id}:${n}`;
  const round = playSlotRound(family, betCents, randomStream(session.rng_seed, nonce));
  ctx.db.prepare('UPDATE game_sessions SET rounds_played = ?, last_seen_at = ? WHERE id = ?').run(n, now.toISOString(), session.id);
  const roundId = insertRound(ctx.db, {
    playerId: session.player_id,
    sessionId: session.id,
    gameIdentifier: session.game_identifier,
    mode: session.mode,
    currency: session.currency,
    kind: 'slot',
    betCents,
    seed: session.rng_seed,
    nonce,
    freeRound: free !== null,
    now,
  });
  // A free round moves no money: its win stays on the pack until the pack is played out (bonuses module).
  if (!free) debitRoundStake(ctx.db, stakedRound(session, roundId), betCents, { extra: false });
  const settled = settleRound(ctx, roundId, { winCents: round.win_cents, outcome: slotOutcome(round), now })!;
  return {
    ok: true,
    playerId: session.player_id,
    body: {
      round_id: roundId,
      mode: session.mode,
      currency: session.currency,
      bet_cents: betCents,
      win_cents: round.win_cents,
      balance_cents: settled.balance_after_cents ?? 0,
      family: family.id,
      reels: round.base.window,
      wins: round.base.line_wins,
      scatters: round.base.scatters,
      scatter_win_cents: round.base.scatter_win_cents,
      free_spins_awarded: round.base.free_spins_awarded,
      free_spins: round.free_spins.map((spin) => {
        const { reels, wins, scatters, scatter_win_cents, free_spins_awarded, multiplier, win_cents } = spinView(spin);
        return { reels, wins, scatters, scatter_win_cents, free_spins_awarded, multiplier, win_cents };
      }),
      ...(free ? { free_round: true, freespins_left: free.left - 1 } : {}),
    },
  };
}

/**
 * One slot round: admission, draw (the session's seed, nonce `${session}:${n}`), the round row, debit, credit and
 * the in-transaction handlers of `round.settled` in ONE immediate transaction, so concurrent spins (or
 * processes) serialise on the database and a crash leaves either the whole round or none of it.
 * After-commit handlers (pushes) run once it committed.
 */
export function playSlot(ctx: PlatformContext, sessionId: string, betCents: number): PlayResult<SpinResponse> {
  try {
    return transaction(ctx.db, spinInTransaction).immediate(ctx, sessionId, betCents);
  } catch (error) {
    if (error instanceof StakeRefused) return { ok: false, status: 422, errors: error.errors };
    throw error;
  }
}
