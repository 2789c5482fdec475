import type { PlatformContext } from '../../context';
import { blackjackInPlay, type BlackjackAnswer } from './blackjack-play';
import { crashBetView, sessionBetInRound, type CrashBetView } from './crash-bets';
import { crashRoundView, ensureCrashRound, pushCrashRound, recentCrashPoints, type CrashRoundView } from './crash-rounds';
import type { EngineKind } from './engines/engine-for-game';
import { playableCents } from './bet-admission';
import type { GameSessionRow } from './game-sessions';
import { liveRoundView, sessionLiveBets, type LiveBetView, type LiveRoundView } from './live-play';
import { pendingRoundOfSession } from './round-store';
import { freeRoundOfSession, sessionFamily } from './slot-play';

/**
 * GET /game-studio/{id}/state: what the session's page shows, as it stands (after a reload, a reconnect, a
 * round settled by a job). The page's first render gets the same in its state block.
 */
export interface SessionState {
  kind: EngineKind;
  mode: 'real' | 'demo';
  currency: string;
  balance_cents: number;
  server_time: number;
  /** Slot: free spins of a bonus pack waiting for this game (played at `bet_cents`). */
  free_spins?: { left: number; bet_cents: number } | null;
  /** Blackjack: the hand in play. */
  hand?: BlackjackAnswer | null;
  /** Crash: the round now, the session's bet in it (or its bet still in play), recent crash points (hundredths). */
  round?: CrashRoundView | LiveRoundView;
  bet?: CrashBetView | null;
  recent?: number[];
  /** Live: the session's bets in the round now (with their wins once the wheel stopped). */
  bets?: LiveBetView[];
}

/** What the page shows as its balance: play money, or the wallet's real plus bonus money (both are playable). */
export function sessionBalance(ctx: Pick<PlatformContext, 'db'>, session: GameSessionRow): number {
  if (session.mode === 'demo') return session.fun_balance_cents;
  return playableCents(ctx.db, session.player_id!, session.currency);
}

export function sessionState(ctx: PlatformContext, session: GameSessionRow): SessionState {
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const base: SessionState = { kind: session.kind, mode: session.mode, currency: session.currency, balance_cents: sessionBalance(ctx, session), server_time: nowMs };
  switch (session.kind) {
    case 'slot': {
      const free = freeRoundOfSession(ctx, session, sessionFamily(ctx, session));
      return { ...base, free_spins: free ? { left: free.left, bet_cents: free.stakeCents } : null };
    }
    case 'blackjack':
      return { ...base, hand: blackjackInPlay(ctx, session) };
    case 'crash': {
      // A visitor keeps the game's rounds running (crash-rounds.ts): the first one after a quiet spell opens one.
      const { round, created } = ensureCrashRound(ctx, session.game_identifier, nowMs);
      if (created) {
        pushCrashRound(ctx, round, nowMs);
        ctx.scheduler.wake();
      }
      const bet = sessionBetInRound(ctx, session.id, round.id) ?? pendingRoundOfSession(ctx.db, session.id, 'crash');
      return { ...base, round: crashRoundView(round, nowMs), bet: bet ? crashBetView(bet) : null, recent: recentCrashPoints(ctx.db, session.game_identifier, nowMs) };
    }
    case 'live-roulette': {
      const round = liveRoundView(ctx.db, session.game_identifier, nowMs);
      return { ...base, round, bets: sessionLiveBets(ctx.db, session.id, round.round_id) };
    }
    default:
      return base;
  }
}
