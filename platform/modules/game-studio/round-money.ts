import type { PlatformData } from '../../context';
import type { Db } from '../../db/database';
import { creditWinnings, debitStake } from '../wallet/public';
import { playableCents } from './bet-admission';
import { readRound, type GameRoundRow } from './round-store';

/**
 * The money of a round, for every engine: its stake leaves the wallet (or the demo session's play money) when
 * the round or an extra stake (a blackjack double) is placed, and its win comes back when it settles, which
 * publishes `round.settled`. Every call runs inside the caller's `transaction()`: stake and round row, or win,
 * round row and event, commit together or not at all. The caller admitted the stake first (bet-admission.ts).
 */

/** Thrown when a movement admission just allowed is refused: a bug, and the throw rolls the round back. */
export class StakeRefused extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('stake refused');
  }
}

/**
 * Debits `cents` of the round's stake: real money first, then bonus money (wallet's `debitStake`, ref
 * `round:{id}`), or the demo session's play money; adds it to the round's stake and its real/bonus split.
 * The round's `bet_cents` already holds the opening stake (insertRound); an extra stake adds to it.
 */
/** The round fields a stake movement needs. */
export type StakedRound = Pick<GameRoundRow, 'id' | 'mode' | 'session_id' | 'player_id' | 'currency'>;

/** A round just inserted for `session`, as debitRoundStake needs it. */
export const stakedRound = (session: { id: string; mode: 'real' | 'demo'; player_id: number | null; currency: string }, roundId: number): StakedRound => ({
  id: roundId,
  mode: session.mode,
  session_id: session.id,
  player_id: session.player_id,
  currency: session.currency,
});

export function debitRoundStake(db: Db, round: StakedRound, cents: number, options: { extra: boolean }): void {
  if (round.mode === 'demo') {
    const debited = db
      .prepare('UPDATE game_sessions SET fun_balance_cents = fun_balance_cents - ? WHERE id = ? AND fun_balance_cents >= ?')
      .run(cents, round.session_id, cents).changes;
    if (debited === 0) throw new StakeRefused({ bet_cents: ['exceeds the balance'] });
    if (options.extra) db.prepare('UPDATE game_rounds SET bet_cents = bet_cents + ? WHERE id = ?').run(cents, round.id);
    return;
  }
  const stake = debitStake(db, { playerId: round.player_id!, currency: round.currency, betCents: cents, ref: `round:${round.id}` });
  if (!stake.ok) throw new StakeRefused({ bet_cents: ['exceeds the balance'] });
  db.prepare('UPDATE game_rounds SET bet_cents = bet_cents + ?, real_bet_cents = real_bet_cents + ?, bonus_bet_cents = bonus_bet_cents + ? WHERE id = ?').run(
    options.extra ? cents : 0,
    stake.realCents,
    stake.bonusCents,
    round.id,
  );
}

/** What a player holds after a round: real + bonus money, or the demo session's play money. */
export function balanceAfter(db: Db, round: Pick<GameRoundRow, 'mode' | 'session_id' | 'player_id' | 'currency'>): number {
  if (round.mode === 'demo') return (db.prepare('SELECT fun_balance_cents FROM game_sessions WHERE id = ?').pluck().get(round.session_id) as number | undefined) ?? 0;
  return playableCents(db, round.player_id!, round.currency);
}

export interface Settlement {
  winCents: number;
  /** What the round showed (JSON-able), kept for the bet history. */
  outcome: unknown;
  /** The crash game's cash-out multiplier; others publish win ÷ bet. */
  multiplier?: number;
  /** The seed and nonce to record when they were not known (or not to be stored) before. */
  seed?: string;
  nonce?: string;
  now: Date;
}

/** win ÷ bet to two decimals, 0 for a loss. */
export const roundMultiplier = (winCents: number, betCents: number) => (betCents > 0 ? Math.round((winCents * 100) / betCents) / 100 : 0);

/**
 * Settles a round in play: marks it finished (only if it still is pending: a second settlement finds nothing
 * and returns null, so a job and a request never pay twice), credits the win split like the stake (a free
 * round's win stays on the bonus engine's pack), records the balance after, and publishes `round.settled`.
 */
export function settleRound({ db, domain }: PlatformData, roundId: number, settlement: Settlement): GameRoundRow | null {
  const at = settlement.now.toISOString();
  const marked = db
    .prepare(
      `UPDATE game_rounds SET status = 'finished', win_cents = ?, outcome = ?, state = NULL, finished_at = ?, updated_at = ?,
         seed = COALESCE(?, seed), nonce = COALESCE(?, nonce)
       WHERE id = ? AND status = 'pending'`,
    )
    .run(settlement.winCents, JSON.stringify(settlement.outcome), at, at, settlement.seed ?? null, settlement.nonce ?? null, roundId).changes;
  if (marked === 0) return null;
  const round = readRound(db, roundId)!;
  const free = round.free_round === 1;
  if (round.mode === 'demo') {
    if (settlement.winCents > 0) db.prepare('UPDATE game_sessions SET fun_balance_cents = fun_balance_cents + ? WHERE id = ?').run(settlement.winCents, round.session_id);
  } else if (!free && settlement.winCents > 0) {
    const win = creditWinnings(db, {
      playerId: round.player_id!,
      currency: round.currency,
      winCents: settlement.winCents,
      betCents: round.bet_cents,
      bonusBetCents: round.bonus_bet_cents,
      ref: `round:${round.id}`,
    });
    if (!win.ok) throw new Error(`win credit refused: ${win.reason}`);
    db.prepare('UPDATE game_rounds SET real_win_cents = ?, bonus_win_cents = ? WHERE id = ?').run(win.realCents, win.bonusCents, round.id);
  }
  const balance = balanceAfter(db, round);
  db.prepare('UPDATE game_rounds SET balance_after_cents = ? WHERE id = ?').run(balance, round.id);
  const settled = readRound(db, roundId)!;
  // Everything else that follows a round (limit usage, stats, played games, the wins feed, bonus wagering and
  // free spins, tournaments) subscribes to this; a guest's demo round has no player and concerns no one.
  if (settled.player_id !== null) {
    domain.publish('round.settled', {
      roundId: settled.id,
      sessionId: settled.session_id ?? '',
      playerId: settled.player_id,
      gameIdentifier: settled.game_identifier,
      kind: settled.kind,
      mode: settled.mode,
      currency: settled.currency,
      betCents: settled.bet_cents,
      winCents: settled.win_cents,
      multiplier: settlement.multiplier ?? roundMultiplier(settled.win_cents, settled.bet_cents),
      realBetCents: settled.real_bet_cents,
      bonusBetCents: settled.bonus_bet_cents,
      realWinCents: settled.real_win_cents,
      bonusWinCents: settled.bonus_win_cents,
      ...(free ? { freeRound: true as const } : {}),
      settledAt: at,
    });
  }
  return settled;
}
