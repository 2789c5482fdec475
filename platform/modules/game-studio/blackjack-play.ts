import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import type { ScheduledJob } from '../../scheduler';
import { settleEach } from '../../scheduler';
import { betRefusal } from './bet-admission';
import { handTotal } from './engines/blackjack-cards';
import { actBlackjack, blackjackView, extraStake, startBlackjack, type BlackjackAction, type BlackjackState, type BlackjackView } from './engines/blackjack';
import { stakeLimits } from './game-engine';
import { readGameSession, type GameSessionRow } from './game-sessions';
import { balanceAfter, debitRoundStake, settleRound, StakeRefused, stakedRound } from './round-money';
import { insertRound, pendingRoundOfSession, readRound, stateOf, type GameRoundRow } from './round-store';
import type { PlayResult } from './slot-play';

/**
 * Blackjack spans requests: the deal debits the opening stake and stores the engine's state (plain JSON, with
 * the seed: only `blackjackView` is ever sent); each action debits what it adds (double, split: the hand's
 * stake, admitted again first: the worst case grew) before its card is drawn; the round settles, credits and
 * publishes `round.settled` with every stake when the hand ends (or at once on a natural).
 *
 * A hand left in play (the player closed the tab) stays `pending`, its stakes debited and counted by limit
 * admission; after BLACKJACK_IDLE_MS without an action the `game-studio.blackjack` job stands on every hand
 * still open (standing costs nothing), lets the dealer play and settles it as the player would have by standing.
 */
export const BLACKJACK_IDLE_MS = 10 * 60_000;

export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

export interface BlackjackAnswer {
  round_id: number;
  status: 'pending' | 'finished';
  mode: 'real' | 'demo';
  currency: string;
  hand: BlackjackView;
  bet_cents: number;
  win_cents: number;
  balance_cents: number;
}

/** A blackjack round as the history keeps it (the hole card hidden while it is in play). */
export function blackjackOutcome(state: BlackjackState) {
  const view = blackjackView(state);
  return {
    dealer: { cards: view.dealer, total: view.dealer_total ?? handTotal(view.dealer.slice(0, 1)).total },
    hands: view.hands.map((hand) => ({
      cards: hand.cards,
      total: hand.total,
      bet_cents: hand.bet_cents,
      win_cents: hand.win_cents,
      result: hand.outcome,
      doubled: hand.doubled,
      split: hand.split,
    })),
  };
}

function answer(ctx: PlatformContext, session: GameSessionRow, round: GameRoundRow, state: BlackjackState): BlackjackAnswer {
  return {
    round_id: round.id,
    status: state.phase === 'settled' ? 'finished' : 'pending',
    mode: session.mode,
    currency: session.currency,
    hand: blackjackView(state),
    bet_cents: state.total_bet_cents,
    win_cents: state.win_cents,
    balance_cents: balanceAfter(ctx.db, round),
  };
}

/** The session's hand in play, as the page shows it after a reload; null when none. */
export function blackjackInPlay(ctx: PlatformContext, session: GameSessionRow): BlackjackAnswer | null {
  const round = pendingRoundOfSession(ctx.db, session.id, 'blackjack');
  return round ? answer(ctx, session, round, stateOf<BlackjackState>(round)) : null;
}

/** The table's stake range (its tile's limits, game-engine.ts). */
function stakeRefusal(ctx: PlatformContext, session: GameSessionRow, betCents: number): Record<string, string[]> | null {
  const { min, max } = stakeLimits(ctx.db, session.game_identifier, session.currency);
  if (betCents < min) return { bet_cents: ['below_table_minimum'] };
  if (betCents > max) return { bet_cents: ['above_table_maximum'] };
  return null;
}

/** Settles a finished hand: its win (stakes included) back through the wallet, `round.settled` with every stake. */
function settleHand(ctx: PlatformContext, round: GameRoundRow, state: BlackjackState, now: Date) {
  // Every stake of the state was debited on the round (deal, doubles, split): they must agree.
  const staked = readRound(ctx.db, round.id)!.bet_cents;
  if (staked !== state.total_bet_cents) throw new Error(`blackjack round ${round.id}: staked ${staked}, state says ${state.total_bet_cents}`);
  return settleRound(ctx, round.id, { winCents: state.win_cents, outcome: blackjackOutcome(state), now });
}

function dealInTransaction(ctx: PlatformContext, sessionId: string, betCents: number): PlayResult<BlackjackAnswer> {
  const session = readGameSession(ctx.db, sessionId);
  if (!session || session.kind !== 'blackjack') return { ok: false, status: 404 };
  if (pendingRoundOfSession(ctx.db, session.id, 'blackjack')) return { ok: false, status: 422, errors: { round: ['in_play'] } };
  const now = ctx.clock.now();
  const refusal = stakeRefusal(ctx, session, betCents) ?? betRefusal(ctx.db, session, betCents, { now });
  if (refusal) return { ok: false, status: 422, errors: refusal };
  const n = session.rounds_played + 1;
  const nonce = `${session.id}:${n}`;
  const state = startBlackjack({ seed: session.rng_seed, nonce, betCents });
  ctx.db.prepare('UPDATE game_sessions SET rounds_played = ?, last_seen_at = ? WHERE id = ?').run(n, now.toISOString(), session.id);
  const roundId = insertRound(ctx.db, {
    playerId: session.player_id,
    sessionId: session.id,
    gameIdentifier: session.game_identifier,
    mode: session.mode,
    currency: session.currency,
    kind: 'blackjack',
    betCents,
    seed: session.rng_seed,
    nonce,
    state,
    now,
  });
  debitRoundStake(ctx.db, stakedRound(session, roundId), betCents, { extra: false });
  const round = readRound(ctx.db, roundId)!;
  // A natural (the player's or the dealer's) ends the round at once.
  if (state.phase === 'settled') settleHand(ctx, round, state, now);
  return { ok: true, playerId: session.player_id, body: answer(ctx, session, round, state) };
}

function actInTransaction(ctx: PlatformContext, sessionId: string, action: BlackjackAction): PlayResult<BlackjackAnswer> {
  const session = readGameSession(ctx.db, sessionId);
  if (!session || session.kind !== 'blackjack') return { ok: false, status: 404 };
  const round = pendingRoundOfSession(ctx.db, session.id, 'blackjack');
  if (!round) return { ok: false, status: 422, errors: { round: ['none_in_play'] } };
  const now = ctx.clock.now();
  const state = stateOf<BlackjackState>(round);
  if (!state.allowed.includes(action)) return { ok: false, status: 422, errors: { action: ['not_allowed'] } };
  // A double or a split stakes the hand's bet again: admitted and debited before its card is drawn.
  const extra = extraStake(state, action);
  if (extra > 0) {
    const refusal = betRefusal(ctx.db, session, extra, { now });
    if (refusal) return { ok: false, status: 422, errors: refusal };
    debitRoundStake(ctx.db, round, extra, { extra: true });
  }
  const acted = actBlackjack(state, action);
  if (!acted.ok) return { ok: false, status: 422, errors: { action: [acted.error] } };
  ctx.db.prepare('UPDATE game_rounds SET state = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(acted.state), now.toISOString(), round.id);
  ctx.db.prepare('UPDATE game_sessions SET last_seen_at = ? WHERE id = ?').run(now.toISOString(), session.id);
  if (acted.state.phase === 'settled') settleHand(ctx, round, acted.state, now);
  return { ok: true, playerId: session.player_id, body: answer(ctx, session, readRound(ctx.db, round.id)!, acted.state) };
}

const guarded = <A extends unknown[]>(ctx: PlatformContext, body: (ctx: PlatformContext, ...args: A) => PlayResult<BlackjackAnswer>) =>
  (...args: A): PlayResult<BlackjackAnswer> => {
    try {
      return transaction(ctx.db, body).immediate(ctx, ...args);
    } catch (error) {
      if (error instanceof StakeRefused) return { ok: false, status: 422, errors: error.errors };
      throw error;
    }
  };

/** POST …/deal: a new hand at `betCents` (one hand in play per session). */
export const dealBlackjack = (ctx: PlatformContext, sessionId: string, betCents: number) => guarded(ctx, dealInTransaction)(sessionId, betCents);

/** POST …/action: hit, stand, double or split on the hand in play. */
export const actOnBlackjack = (ctx: PlatformContext, sessionId: string, action: BlackjackAction) => guarded(ctx, actInTransaction)(sessionId, action);

/** Stands on every open hand of an abandoned round and settles it, in one transaction (mark then pay). */
function standAbandoned(ctx: PlatformContext, roundId: number, now: Date) {
  transaction(ctx.db, () => {
    const round = readRound(ctx.db, roundId);
    if (!round || round.status !== 'pending') return;
    let state = stateOf<BlackjackState>(round);
    while (state.phase !== 'settled') {
      const stood = actBlackjack(state, 'stand');
      if (!stood.ok) throw new Error(`blackjack round ${roundId}: stand refused (${stood.error})`);
      state = stood.state;
    }
    ctx.db.prepare('UPDATE game_rounds SET state = ? WHERE id = ?').run(JSON.stringify(state), round.id);
    settleHand(ctx, round, state, now);
  }).immediate();
}

const idleSince = (now: Date) => new Date(now.getTime() - BLACKJACK_IDLE_MS).toISOString();

/** `game-studio.blackjack`: hands left in play for BLACKJACK_IDLE_MS stand and settle. */
export function blackjackJob(ctx: PlatformContext): ScheduledJob {
  return {
    name: 'game-studio.blackjack',
    run(now) {
      const idle = ctx.db
        .prepare("SELECT id FROM game_rounds WHERE kind = 'blackjack' AND status = 'pending' AND updated_at <= ? ORDER BY id")
        .pluck()
        .all(idleSince(now)) as number[];
      settleEach(idle, (id) => standAbandoned(ctx, id, now), 'abandoned blackjack hands');
    },
    nextDueAt() {
      const oldest = ctx.db.prepare("SELECT MIN(updated_at) FROM game_rounds WHERE kind = 'blackjack' AND status = 'pending'").pluck().get() as string | null;
      return oldest ? new Date(new Date(oldest).getTime() + BLACKJACK_IDLE_MS) : null;
    },
  };
}
