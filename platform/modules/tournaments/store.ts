import type { TournamentStrategy } from '../../../schemas/wire/promotions';
import type { Db } from '../../db/database';
import { groupsOf } from '../accounts/public';

export type Strategy = Exclude<TournamentStrategy, 'other'>;

/** A tournaments row as stored (JSON lists still as text). */
export interface TournamentRow {
  id: number;
  frontend_identifier: string;
  title: string;
  description: string;
  image: string | null;
  strategy: Strategy;
  currency: string;
  user_confirmation_required: number;
  start_at: string;
  end_at: string;
  finished_at: string | null;
  money_budget_cents: number;
  group_ids: string;
  games: string;
  providers: string;
  leaderboard_size: number;
  series: string | null;
  repeat_every_seconds: number | null;
  origin: string;
  created_at: string;
}

export interface PrizeRow {
  tournament_id: number;
  award_place: number;
  money_award_cents: number;
  freespins_count: number;
}

export interface ScoreRow {
  tournament_id: number;
  player_id: number;
  joined_at: string;
  joined_via: 'confirmation' | 'auto' | 'seed';
  bets: number;
  bet_cents: number;
  wins: number;
  win_cents: number;
  score: number;
  score_reached_at: string | null;
  score_seq: number;
  last_round_id: number | null;
}

export const jsonList = <T>(text: string): T[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
};

export const readTournament = (db: Db, id: number) => db.prepare('SELECT * FROM tournaments WHERE id = ?').get(id) as TournamentRow | undefined;

export const readTournamentBySlug = (db: Db, slug: string) =>
  db.prepare('SELECT * FROM tournaments WHERE frontend_identifier = ?').get(slug) as TournamentRow | undefined;

export const prizesOf = (db: Db, tournamentId: number) =>
  db.prepare('SELECT * FROM tournament_prizes WHERE tournament_id = ? ORDER BY award_place').all(tournamentId) as PrizeRow[];

export const scoreRowOf = (db: Db, tournamentId: number, playerId: number) =>
  db.prepare('SELECT * FROM tournament_players WHERE tournament_id = ? AND player_id = ?').get(tournamentId, playerId) as ScoreRow | undefined;

/** Spec part 2 §4: visible when it has no groups, or the viewer (null: a guest) holds one of them. */
export function visibleTo(row: TournamentRow, viewerGroups: readonly number[] | null): boolean {
  const groups = jsonList<number>(row.group_ids);
  return groups.length === 0 || (viewerGroups !== null && groups.some((g) => viewerGroups.includes(g)));
}

/** The viewer's groups, read once per request (null for a guest). */
export const viewerGroups = (db: Db, playerId: number | null): number[] | null => (playerId === null ? null : groupsOf(db, playerId));

/** Running at `now` (started, not ended, not finished). */
export const inProgress = (row: TournamentRow, now: Date) => {
  const at = now.toISOString();
  return row.finished_at === null && row.start_at <= at && at < row.end_at;
};

/**
 * Whether a game scores in a tournament: both lists empty means every game; otherwise the game is listed,
 * or its provider is (identifiers are `provider/slug`, catalogue convention).
 */
export function gameScores(row: TournamentRow, gameIdentifier: string): boolean {
  const games = jsonList<string>(row.games);
  const providers = jsonList<string>(row.providers);
  if (games.length === 0 && providers.length === 0) return true;
  if (games.includes(gameIdentifier)) return true;
  const provider = gameIdentifier.split('/')[0] ?? '';
  return providers.includes(provider);
}
