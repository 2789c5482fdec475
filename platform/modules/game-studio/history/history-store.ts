import type { WireBetHistoryEntry } from '../../../../schemas/wire/game-history';
import type { Db } from '../../../db/database';
import { gameLabels } from '../../catalogue/public';
import type { GameRoundRow } from '../round-store';

/** The filters of GET /api/player/games_history, checked; `from`/`to` as stored ISO instants (`to` exclusive). */
export interface HistoryFilter {
  playerId: number;
  from: string | null;
  to: string | null;
  game: string | null;
}

function where(filter: HistoryFilter): { sql: string; params: unknown[] } {
  const clauses = ['player_id = ?'];
  const params: unknown[] = [filter.playerId];
  const add = (clause: string, value: unknown) => {
    clauses.push(clause);
    params.push(value);
  };
  if (filter.from) add('created_at >= ?', filter.from);
  if (filter.to) add('created_at < ?', filter.to);
  if (filter.game) add('game_identifier = ?', filter.game);
  return { sql: clauses.join(' AND '), params };
}

/** A page of the player's rounds, newest first, with the count of the whole filtered period. */
export function historyPage(db: Db, filter: HistoryFilter, page: number, perPage: number): { rows: GameRoundRow[]; total: number } {
  const { sql, params } = where(filter);
  const rows = db
    .prepare(`SELECT * FROM game_rounds WHERE ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, perPage, (page - 1) * perPage) as GameRoundRow[];
  const total = db.prepare(`SELECT COUNT(*) FROM game_rounds WHERE ${sql}`).pluck().get(...params) as number;
  return { rows, total };
}

/** Sums of the whole filtered period per currency (every round, in play ones included: their stakes left the wallet). */
export function historyTotals(db: Db, filter: HistoryFilter): { currency: string; rounds: number; total_bets: number; total_wins: number }[] {
  const { sql, params } = where(filter);
  return db
    .prepare(
      `SELECT currency, COUNT(*) AS rounds, COALESCE(SUM(bet_cents), 0) AS total_bets, COALESCE(SUM(win_cents), 0) AS total_wins
       FROM game_rounds WHERE ${sql} GROUP BY currency ORDER BY currency`,
    )
    .all(...params) as { currency: string; rounds: number; total_bets: number; total_wins: number }[];
}

export const playerRound = (db: Db, playerId: number, id: number) =>
  db.prepare('SELECT * FROM game_rounds WHERE id = ? AND player_id = ?').get(id, playerId) as GameRoundRow | undefined;

/** History entries of rounds, with the titles and provider names the catalogue gives (gameLabels). */
export function historyEntries(db: Db, rows: readonly GameRoundRow[]): WireBetHistoryEntry[] {
  const labels = gameLabels(
    db,
    rows.map((row) => row.game_identifier),
  );
  return rows.map((row) => {
    const label = labels.get(row.game_identifier);
    return {
      bet_id: String(row.id),
      bet_status: row.status,
      created_at: row.created_at,
      finished_at: row.status === 'finished' ? (row.finished_at ?? row.created_at) : null,
      currency: row.currency,
      provider: label?.provider ?? row.game_identifier.split('/')[0] ?? '',
      game: row.game_identifier,
      title: label?.title ?? row.game_identifier,
      total_bets: row.bet_cents,
      total_wins: row.win_cents,
      total_losses: Math.max(0, row.bet_cents - row.win_cents),
      provider_title: label?.providerTitle ?? null,
      mode: row.mode,
      kind: row.kind,
      balance_after_cents: row.balance_after_cents,
      bonus_bets: row.bonus_bet_cents,
      free_round: row.free_round === 1,
    };
  });
}
