import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { betRefusal } from './bet-admission';
import { autoCashOutRefusal, cashOutRefusal, msToReach, settleCrashBet, type CrashSettlement } from './engines/crash';
import { stakeLimits } from './game-engine';
import { readGameSession, type GameSessionRow } from './game-sessions';
import { crashPhase, ensureCrashRound, readCrashRound, type CrashRoundRow } from './crash-rounds';
import { balanceAfter, debitRoundStake, settleRound, StakeRefused, stakedRound } from './round-money';
import { insertRound, pendingRoundOfSession, readRound, stateOf, type GameRoundRow } from './round-store';
import type { PlayResult } from './slot-play';

/**
 * Bets on the crash game's shared rounds (crash-rounds.ts). A bet is placed while the round takes bets (its
 * stake debited at once, the round row `pending`); it is cashed out over HTTP while the rocket flies, checked
 * against the platform clock (engines/crash.ts `cashOutRefusal`: not before 1.01×, not at or after the crash
 * instant), or by its auto cash-out target, which the `game-studio.crash` job settles when the rocket reaches
 * it; whatever is still in play when the rocket explodes settles then, as a loss. Each settlement is one
 * transaction that credits the win and publishes `round.settled` (multiplier: the cash-out's).
 */
export interface CrashBetState {
  /** Auto cash-out target in hundredths, or null. */
  auto_cash_out: number | null;
}

export interface CrashBetView {
  bet_id: number;
  round_id: number;
  status: 'pending' | 'finished';
  bet_cents: number;
  /** Multipliers as decimals (2.5 = 2.50×). */
  auto_cash_out: number | null;
  cashed_out_at: number | null;
  win_cents: number;
}

/** What a crash bet keeps as its outcome when it settles; the crash point and seed are added from the round once it crashed. */
export interface CrashBetOutcome {
  round_id: number;
  auto_cash_out: number | null;
  cashed_out_at: number | null;
  cashed_out_ms: number | null;
}

export function crashBetView(bet: GameRoundRow): CrashBetView {
  const pending = bet.status === 'pending';
  const state = pending ? stateOf<CrashBetState>(bet) : null;
  const outcome = pending ? null : (JSON.parse(bet.outcome ?? 'null') as CrashBetOutcome | null);
  const auto = state?.auto_cash_out ?? outcome?.auto_cash_out ?? null;
  return {
    bet_id: bet.id,
    round_id: bet.table_round_id ?? 0,
    status: pending ? 'pending' : 'finished',
    bet_cents: bet.bet_cents,
    auto_cash_out: auto === null ? null : auto / 100,
    cashed_out_at: outcome?.cashed_out_at ? outcome.cashed_out_at / 100 : null,
    win_cents: bet.win_cents,
  };
}

/** The session's bet in the given round (in play or settled), if any. */
export const sessionBetInRound = (ctx: Pick<PlatformContext, 'db'>, sessionId: string, roundId: number) =>
  ctx.db.prepare("SELECT * FROM game_rounds WHERE session_id = ? AND kind = 'crash' AND table_round_id = ? ORDER BY id DESC LIMIT 1").get(sessionId, roundId) as
    | GameRoundRow
    | undefined;

function settleBet(ctx: PlatformContext, bet: GameRoundRow, settlement: CrashSettlement, now: Date) {
  const state = stateOf<CrashBetState>(bet);
  const outcome: CrashBetOutcome = {
    round_id: bet.table_round_id!,
    auto_cash_out: state.auto_cash_out,
    cashed_out_at: settlement.cashed_out_at,
    cashed_out_ms: settlement.cashed_out_ms,
  };
  return settleRound(ctx, bet.id, { winCents: settlement.win_cents, outcome, multiplier: (settlement.cashed_out_at ?? 0) / 100, now });
}

/** An auto cash-out target in hundredths from the request's decimal multiplier (two decimals), or 'invalid'. */
function autoTarget(input: unknown): number | null | 'invalid' {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'number' || !Number.isFinite(input)) return 'invalid';
  const hundredths = Math.round(input * 100);
  if (Math.abs(hundredths - input * 100) > 1e-6 || autoCashOutRefusal(hundredths)) return 'invalid';
  return hundredths;
}

export interface CrashBetAnswer {
  bet: CrashBetView;
  balance_cents: number;
}

interface PlaceResult {
  result: PlayResult<CrashBetAnswer>;
  /** A round this request opened: its view is pushed once the transaction committed. */
  opened: CrashRoundRow | null;
}

function placeInTransaction(ctx: PlatformContext, sessionId: string, input: { bet_cents: number; auto_cash_out?: number | null }): PlaceResult {
  const session = readGameSession(ctx.db, sessionId);
  if (!session || session.kind !== 'crash') return { result: { ok: false, status: 404 }, opened: null };
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const { round, created } = ensureCrashRound(ctx, session.game_identifier, nowMs);
  const opened = created ? round : null;
  const refuse = (errors: Record<string, string[]>): PlaceResult => ({ result: { ok: false, status: 422, errors }, opened });
  if (crashPhase(round, nowMs) !== 'betting') return refuse({ bet_cents: ['betting_closed'] });
  if (sessionBetInRound(ctx, session.id, round.id)) return refuse({ bet_cents: ['already_placed'] });
  const auto = autoTarget(input.auto_cash_out);
  if (auto === 'invalid') return refuse({ auto_cash_out: ['invalid'] });
  const { min, max } = stakeLimits(ctx.db, session.game_identifier, session.currency);
  if (input.bet_cents < min) return refuse({ bet_cents: ['below_table_minimum'] });
  if (input.bet_cents > max) return refuse({ bet_cents: ['above_table_maximum'] });
  const refusal = betRefusal(ctx.db, session, input.bet_cents, { now });
  if (refusal) return refuse(refusal);
  ctx.db.prepare('UPDATE game_sessions SET rounds_played = rounds_played + 1, last_seen_at = ? WHERE id = ?').run(now.toISOString(), session.id);
  const state: CrashBetState = { auto_cash_out: auto };
  const betId = insertRound(ctx.db, {
    playerId: session.player_id,
    sessionId: session.id,
    gameIdentifier: session.game_identifier,
    mode: session.mode,
    currency: session.currency,
    kind: 'crash',
    betCents: input.bet_cents,
    // The round's own seed and nonce (crashPoint(seed, String(round id))): the bet replays with its round.
    seed: round.seed,
    nonce: String(round.id),
    state,
    tableRoundId: round.id,
    now,
  });
  debitRoundStake(ctx.db, stakedRound(session, betId), input.bet_cents, { extra: false });
  const bet = readRound(ctx.db, betId)!;
  return { result: { ok: true, playerId: session.player_id, body: { bet: crashBetView(bet), balance_cents: balanceAfter(ctx.db, bet) } }, opened };
}

/** POST …/crash/bet: a bet on the round taking bets now (`auto_cash_out`: a decimal multiplier, 1.01–10000, or null). */
export function placeCrashBet(ctx: PlatformContext, sessionId: string, input: { bet_cents: number; auto_cash_out?: number | null }): PlaceResult {
  try {
    return transaction(ctx.db, placeInTransaction).immediate(ctx, sessionId, input);
  } catch (error) {
    if (error instanceof StakeRefused) return { result: { ok: false, status: 422, errors: error.errors }, opened: null };
    throw error;
  }
}

function cashOutInTransaction(ctx: PlatformContext, session: GameSessionRow): PlayResult<CrashBetAnswer> {
  const bet = pendingRoundOfSession(ctx.db, session.id, 'crash');
  if (!bet) return { ok: false, status: 422, errors: { cash_out: ['no_bet'] } };
  const round = readCrashRound(ctx.db, bet.table_round_id!)!;
  const now = ctx.clock.now();
  // The platform clock decides, never the page's: the multiplier shown `elapsed` ms after launch, if still flying.
  const elapsed = now.getTime() - round.launch_at_ms;
  const refusal = elapsed < 0 ? 'too_early' : cashOutRefusal(round.crash_point, elapsed);
  if (refusal) return { ok: false, status: 422, errors: { cash_out: [refusal] } };
  const state = stateOf<CrashBetState>(bet);
  const settlement = settleCrashBet(round.crash_point, { betCents: bet.bet_cents, autoCashOut: state.auto_cash_out, cashOutAtMs: elapsed });
  settleBet(ctx, bet, settlement, now);
  const settled = readRound(ctx.db, bet.id)!;
  return { ok: true, playerId: session.player_id, body: { bet: crashBetView(settled), balance_cents: settled.balance_after_cents ?? 0 } };
}

/** POST …/crash/cashout: cashes the session's bet in play out at the multiplier the rocket shows now. */
export function cashOutCrash(ctx: PlatformContext, sessionId: string): PlayResult<CrashBetAnswer> {
  const session = readGameSession(ctx.db, sessionId);
  if (!session || session.kind !== 'crash') return { ok: false, status: 404 };
  return transaction(ctx.db, cashOutInTransaction).immediate(ctx, session);
}

/**
 * Settles every crash bet due at `now`: those whose auto target the rocket reached, and all of a round that
 * exploded. Each bet in its own transaction, marked then paid (settleRound), so a second run pays nothing.
 * Returns the rounds whose bets it touched.
 */
export function settleDueCrashBets(ctx: PlatformContext, now: Date): void {
  const nowMs = now.getTime();
  const pending = ctx.db.prepare("SELECT * FROM game_rounds WHERE kind = 'crash' AND status = 'pending' ORDER BY id").all() as GameRoundRow[];
  const rounds = new Map<number, CrashRoundRow | undefined>();
  const failures: unknown[] = [];
  for (const bet of pending) {
    const roundId = bet.table_round_id!;
    if (!rounds.has(roundId)) rounds.set(roundId, readCrashRound(ctx.db, roundId));
    const round = rounds.get(roundId);
    if (!round) continue;
    const state = stateOf<CrashBetState>(bet);
    const crashed = nowMs >= round.crash_at_ms;
    const autoReached = state.auto_cash_out !== null && nowMs >= round.launch_at_ms + msToReach(state.auto_cash_out);
    if (!crashed && !autoReached) continue;
    try {
      transaction(ctx.db, () => {
        const current = readRound(ctx.db, bet.id);
        if (current?.status !== 'pending') return;
        settleBet(ctx, current, settleCrashBet(round.crash_point, { betCents: current.bet_cents, autoCashOut: state.auto_cash_out, cashOutAtMs: null }), now);
      }).immediate();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} crash bets could not be settled`);
}
