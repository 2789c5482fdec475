import type { SpinResponse } from '../../../schemas/wire/game-session';
import type { PlatformData } from '../../context';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { creditWinnings, debitStake, readWallet } from '../wallet/public';
import { betRefusal } from './bet-admission';
import { freeRoundFor, type FreeRound } from './free-rounds';
import { readGameSession } from './game-sessions';
import { evaluate } from './paytable';
import { drawWindow } from './rng';

export type RoundResult =
  | { ok: true; spin: SpinResponse; playerId: number | null }
  | { ok: false; status: 404 | 422; errors?: Record<string, string[]> };

class RoundRefused extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('round refused');
  }
}

/** What a real-mode player may play with: real and bonus money together. */
export const playableCents = (db: Db, playerId: number, currency: string): number => {
  const wallet = readWallet(db, playerId, currency);
  return wallet ? wallet.amount_cents + wallet.bonus_amount_cents : 0;
};

interface Split {
  realBetCents: number;
  bonusBetCents: number;
  realWinCents: number;
  bonusWinCents: number;
}
const NO_MONEY: Split = { realBetCents: 0, bonusBetCents: 0, realWinCents: 0, bonusWinCents: 0 };

function playInTransaction({ db, domain }: PlatformData, sessionId: string, requestedBetCents: number): RoundResult {
  const session = readGameSession(db, sessionId);
  if (!session) return { ok: false, status: 404 };
  // A real-mode round of a game the player holds an activated free-spin pack for is a free round, played at
  // the pack's stake whatever bet the request named (free-rounds.ts).
  const free: FreeRound | null = session.mode === 'real' ? freeRoundFor(db, session.player_id!, session.currency, session.game_identifier) : null;
  const betCents = free ? free.betCents : requestedBetCents;
  // Every refusal is decided on the stake before anything is drawn or written (see bet-admission.ts).
  const refusal = betRefusal(db, session, betCents, free !== null);
  if (refusal) return { ok: false, status: 422, errors: refusal };
  const round = session.rounds_played + 1;
  const now = new Date().toISOString();
  const reels = drawWindow(session.rng_seed, session.id, round);
  const wins = evaluate(reels, betCents);
  const winCents = wins.reduce((sum, w) => sum + w.win_cents, 0);
  db.prepare('UPDATE game_sessions SET rounds_played = ? WHERE id = ?').run(round, session.id);
  const inserted = db
    .prepare('INSERT INTO game_rounds (player_id, session_id, game_identifier, mode, currency, bet_cents, win_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(session.player_id, session.id, session.game_identifier, session.mode, session.currency, betCents, winCents, now);
  const roundId = Number(inserted.lastInsertRowid);

  let balance: number;
  let split = NO_MONEY;
  if (session.mode === 'demo') {
    // Play money lives on the session: no wallet, no ledger, but the round is recorded like any other.
    balance = session.fun_balance_cents - betCents + winCents;
    db.prepare('UPDATE game_sessions SET fun_balance_cents = ? WHERE id = ?').run(balance, session.id);
  } else if (free) {
    // A free round moves no money: its win stays on the pack until the pack is played out (bonuses module).
    balance = playableCents(db, session.player_id!, session.currency);
  } else {
    const playerId = session.player_id!;
    const ref = `round:${roundId}`;
    // Money moves by a direct call of the wallet (DESIGN §12), inside this transaction: the stake real money
    // first, then bonus money; the win split the same way.
    const stake = debitStake(db, { playerId, currency: session.currency, betCents, ref });
    // betRefusal checked the balance in this same transaction; a refusal here would be a bug, and the throw
    // rolls the drawn round back with it.
    if (!stake.ok) throw new RoundRefused({ bet_cents: ['exceeds the balance'] });
    split = { realBetCents: stake.realCents, bonusBetCents: stake.bonusCents, realWinCents: 0, bonusWinCents: 0 };
    if (winCents > 0) {
      const win = creditWinnings(db, { playerId, currency: session.currency, winCents, betCents, bonusBetCents: stake.bonusCents, ref });
      if (!win.ok) throw new Error(`win credit refused: ${win.reason}`);
      split = { ...split, realWinCents: win.realCents, bonusWinCents: win.bonusCents };
    }
    balance = playableCents(db, playerId, session.currency);
  }
  // Everything else that follows a round (limit usage, stats, played games, the wins feed, bonus wagering and
  // free spins, tournaments) subscribes to this; a guest's demo round has no player and concerns no one.
  if (session.player_id !== null) {
    domain.publish('round.settled', {
      roundId,
      sessionId: session.id,
      playerId: session.player_id,
      gameIdentifier: session.game_identifier,
      mode: session.mode,
      currency: session.currency,
      betCents,
      winCents,
      ...split,
      ...(free ? { freeRound: true as const } : {}),
      settledAt: now,
    });
  }
  return {
    ok: true,
    playerId: session.player_id,
    spin: {
      round_id: roundId,
      mode: session.mode,
      currency: session.currency,
      bet_cents: betCents,
      win_cents: winCents,
      balance_cents: balance,
      reels,
      wins,
      ...(free ? { free_round: true, freespins_left: free.left - 1 } : {}),
    },
  };
}

/**
 * One spin: draw, debit, credit, the game_rounds row and the in-transaction handlers of `round.settled` in
 * ONE immediate transaction, so concurrent spins (or processes) serialise on the database and a crash
 * leaves either the whole round or none of it. After-commit handlers (pushes) run once it committed.
 */
export function playRound(data: PlatformData, sessionId: string, betCents: number): RoundResult {
  try {
    return transaction(data.db, playInTransaction).immediate(data, sessionId, betCents);
  } catch (error) {
    if (error instanceof RoundRefused) return { ok: false, status: 422, errors: error.errors };
    throw error;
  }
}
