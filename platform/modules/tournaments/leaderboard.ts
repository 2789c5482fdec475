import { subunitsOf } from '../../../config/currencies';
import type { Db } from '../../db/database';
import type { ScoreRow, Strategy } from './store';

/**
 * The leaderboard is the per-player score rows, read in rank order through their index: a scoring bet
 * updates one row, and the top N or a player's place is one indexed query, never a recomputation.
 *
 * Rank order: score descending, then who reached that score first (`score_reached_at`, then `score_seq`,
 * the round id), then the player id. Only rows with a score are placed.
 */
const RANK_ORDER = 'score DESC, score_reached_at, score_seq, player_id';

/**
 * The points the wire shows for an integer score: money strategies in currency units (bets_sum, wins_sum:
 * minor units ÷ subunits), max_multiplier with two decimals (scores are hundredths), bets_count as is.
 */
export function pointsOf(strategy: Strategy, currency: string, score: number): number {
  if (strategy === 'bets_count') return score;
  if (strategy === 'max_multiplier') return score / 100;
  return score / subunitsOf(currency);
}

/** How a round changes a strategy's score. `realBetCents > 0` is checked by the caller. */
export function scoreAfter(strategy: Strategy, current: number, round: { betCents: number; winCents: number; realBetCents: number; realWinCents: number }): number {
  switch (strategy) {
    case 'bets_sum':
      return current + round.realBetCents;
    case 'wins_sum':
      return current + round.realWinCents;
    case 'bets_count':
      return current + 1;
    case 'max_multiplier':
      // The round's multiplier (its whole win over its whole stake), in hundredths, rounded down: x12.345 → 1234.
      return Math.max(current, Math.floor((round.winCents * 100) / round.betCents));
  }
}

export type RankedRow = Pick<ScoreRow, 'player_id' | 'score' | 'score_reached_at' | 'score_seq'>;

export function topRows(db: Db, tournamentId: number, limit: number): RankedRow[] {
  return db
    .prepare(`SELECT player_id, score, score_reached_at, score_seq FROM tournament_players WHERE tournament_id = ? AND score > 0 ORDER BY ${RANK_ORDER} LIMIT ?`)
    .all(tournamentId, limit) as RankedRow[];
}

/** Every placed row in rank order (the finish: places of everyone who took part). */
export const rankedRows = (db: Db, tournamentId: number) => topRows(db, tournamentId, -1);

/** The place of a score row: 1 + the rows ranked before it; null when it has no score. */
export function placeOf(db: Db, row: Pick<ScoreRow, 'tournament_id' | 'player_id' | 'score' | 'score_reached_at' | 'score_seq'>): number | null {
  if (row.score <= 0) return null;
  const ahead = db
    .prepare(
      `SELECT COUNT(*) FROM tournament_players WHERE tournament_id = @t AND score > 0 AND (score > @score OR (score = @score AND
         (COALESCE(score_reached_at, ''), score_seq, player_id) < (COALESCE(@reached, ''), @seq, @player)))`,
    )
    .pluck()
    .get({ t: row.tournament_id, score: row.score, reached: row.score_reached_at, seq: row.score_seq, player: row.player_id }) as number;
  return ahead + 1;
}
