import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { betRefusal } from './bet-admission';
import { randomStream } from './engines/random-stream';
import { playRoulette, type RouletteBet, type RouletteOutcome } from './engines/roulette';
import { checkRouletteBets } from './engines/roulette-bets';
import { rouletteLimits } from './game-engine';
import { readGameSession } from './game-sessions';
import { debitRoundStake, settleRound, StakeRefused, stakedRound } from './round-money';
import { insertRound } from './round-store';
import type { PlayResult } from './slot-play';

/** A bet as the player sees it back: its fields and what it paid (stake included; 0 when it lost). */
export interface RouletteBetView {
  kind: RouletteBet['kind'];
  numbers?: number[];
  index?: number;
  amount_cents: number;
  win_cents: number;
}

export const rouletteBetsView = (outcome: RouletteOutcome): RouletteBetView[] => outcome.bets.map(({ bet, win_cents }) => ({ ...bet, win_cents }));

/** A roulette round as the history keeps it: the number, its colour and every bet with what it paid. */
export const rouletteOutcome = (outcome: RouletteOutcome) => ({ number: outcome.number, color: outcome.color, bets: rouletteBetsView(outcome) });

export interface RouletteAnswer {
  round_id: number;
  mode: 'real' | 'demo';
  currency: string;
  number: number;
  color: RouletteOutcome['color'];
  bets: RouletteBetView[];
  bet_cents: number;
  win_cents: number;
  balance_cents: number;
}

function spinInTransaction(ctx: PlatformContext, sessionId: string, input: unknown): PlayResult<RouletteAnswer> {
  const session = readGameSession(ctx.db, sessionId);
  if (!session || session.kind !== 'roulette') return { ok: false, status: 404 };
  const now = ctx.clock.now();
  // The bet list against the layout and the table limits, then admission on its total: before the wheel spins.
  const checked = checkRouletteBets(input, rouletteLimits(ctx.db, session.game_identifier, session.currency));
  if (!checked.ok) return { ok: false, status: 422, errors: checked.errors };
  const refusal = betRefusal(ctx.db, session, checked.total_cents, { now });
  if (refusal) return { ok: false, status: 422, errors: refusal };
  const n = session.rounds_played + 1;
  const nonce = `${session.id}:${n}`;
  const outcome = playRoulette(checked.bets, randomStream(session.rng_seed, nonce));
  ctx.db.prepare('UPDATE game_sessions SET rounds_played = ?, last_seen_at = ? WHERE id = ?').run(n, now.toISOString(), session.id);
  const roundId = insertRound(ctx.db, {
    playerId: session.player_id,
    sessionId: session.id,
    gameIdentifier: session.game_identifier,
    mode: session.mode,
    currency: session.currency,
    kind: 'roulette',
    betCents: checked.total_cents,
    seed: session.rng_seed,
    nonce,
    now,
  });
  debitRoundStake(ctx.db, stakedRound(session, roundId), checked.total_cents, { extra: false });
  const settled = settleRound(ctx, roundId, { winCents: outcome.win_cents, outcome: rouletteOutcome(outcome), now })!;
  return {
    ok: true,
    playerId: session.player_id,
    body: {
      round_id: roundId,
      mode: session.mode,
      currency: session.currency,
      number: outcome.number,
      color: outcome.color,
      bets: rouletteBetsView(outcome),
      bet_cents: outcome.total_bet_cents,
      win_cents: outcome.win_cents,
      balance_cents: settled.balance_after_cents ?? 0,
    },
  };
}

/** One roulette round (POST …/roulette): like a slot round, one immediate transaction from admission to `round.settled`. */
export function playRouletteRound(ctx: PlatformContext, sessionId: string, bets: unknown): PlayResult<RouletteAnswer> {
  try {
    return transaction(ctx.db, spinInTransaction).immediate(ctx, sessionId, bets);
  } catch (error) {
    if (error instanceof StakeRefused) return { ok: false, status: 422, errors: error.errors };
    throw error;
  }
}
