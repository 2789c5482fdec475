import type { Db } from '../../db/database';
import type { EngineKind } from './engines/engine-for-game';

/** A game_rounds row as stored (migrations 001 and 002). */
export interface GameRoundRow {
  id: number;
  player_id: number | null;
  session_id: string | null;
  game_identifier: string;
  mode: 'real' | 'demo';
  currency: string;
  bet_cents: number;
  win_cents: number;
  created_at: string;
  kind: EngineKind;
  status: 'finished' | 'pending' | 'canceled';
  seed: string | null;
  nonce: string | null;
  outcome: string | null;
  state: string | null;
  table_round_id: number | null;
  real_bet_cents: number;
  bonus_bet_cents: number;
  real_win_cents: number;
  bonus_win_cents: number;
  free_round: number;
  balance_after_cents: number | null;
  updated_at: string | null;
  finished_at: string | null;
}

export interface NewRound {
  playerId: number | null;
  sessionId: string;
  gameIdentifier: string;
  mode: 'real' | 'demo';
  currency: string;
  kind: EngineKind;
  betCents: number;
  seed: string | null;
  nonce: string | null;
  /** The engine's state while the round is in play (JSON-able), or null. */
  state?: unknown;
  tableRoundId?: number | null;
  freeRound?: boolean;
  now: Date;
}

/** Inserts a round in play (`pending`, nothing won yet): its stake is debited next, in the same transaction. */
export function insertRound(db: Db, round: NewRound): number {
  const at = round.now.toISOString();
  const inserted = db
    .prepare(
      `INSERT INTO game_rounds (player_id, session_id, game_identifier, mode, currency, bet_cents, win_cents, created_at, kind, status, seed, nonce,
         state, table_round_id, free_round, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      round.playerId,
      round.sessionId,
      round.gameIdentifier,
      round.mode,
      round.currency,
      round.betCents,
      at,
      round.kind,
      round.seed,
      round.nonce,
      round.state === undefined || round.state === null ? null : JSON.stringify(round.state),
      round.tableRoundId ?? null,
      round.freeRound ? 1 : 0,
      at,
    );
  return Number(inserted.lastInsertRowid);
}

export function readRound(db: Db, id: number): GameRoundRow | undefined {
  return db.prepare('SELECT * FROM game_rounds WHERE id = ?').get(id) as GameRoundRow | undefined;
}

/** The session's latest round of a kind still in play (a blackjack hand, a crash bet). */
export function pendingRoundOfSession(db: Db, sessionId: string, kind: EngineKind): GameRoundRow | undefined {
  return db.prepare("SELECT * FROM game_rounds WHERE session_id = ? AND kind = ? AND status = 'pending' ORDER BY id DESC LIMIT 1").get(sessionId, kind) as
    | GameRoundRow
    | undefined;
}

/** A stored engine state, parsed. */
export const stateOf = <T>(round: GameRoundRow): T => JSON.parse(round.state ?? 'null') as T;
