import type * as z from 'zod/mini';
import type { tournamentLeaderboardEventSchema, tournamentNotificationEventSchema, tournamentStatusSchema, WireTournament } from '../../../schemas/wire/promotions';
import type { Db } from '../../db/database';
import { publicName } from '../accounts/public';
import { placeOf, pointsOf, topRows } from './leaderboard';
import { inProgress, jsonList, prizesOf, scoreRowOf, type TournamentRow } from './store';

/** The wire shapes of schemas/wire/promotions.ts, as the platform writes them (`z.input`). */
export type WireTournamentStatus = z.input<typeof tournamentStatusSchema>;
export type WireLeaderboardEvent = z.input<typeof tournamentLeaderboardEventSchema>;
export type WireTournamentNotification = z.input<typeof tournamentNotificationEventSchema>;

export function topPlayers(db: Db, row: TournamentRow): NonNullable<WireTournament['top_players']> {
  return topRows(db, row.id, row.leaderboard_size).map((r, index) => ({
    award_place: index + 1,
    nickname: publicName(db, r.player_id),
    points: pointsOf(row.strategy, row.currency, r.score),
  }));
}

export function tournamentToWire(db: Db, row: TournamentRow, now: Date): WireTournament {
  return {
    id: row.id,
    title: row.title,
    frontend_identifier: row.frontend_identifier,
    in_progress: inProgress(row, now),
    user_confirmation_required: row.user_confirmation_required === 1,
    strategy: row.strategy,
    start_at: row.start_at,
    end_at: row.end_at,
    finished_at: row.finished_at,
    currency: row.currency,
    money_budget_cents: row.money_budget_cents,
    prizes: prizesOf(db, row.id).map(({ award_place, money_award_cents, freespins_count }) => ({ award_place, money_award_cents, freespins_count })),
    top_players: topPlayers(db, row),
    group_ids: jsonList<number>(row.group_ids),
    games: jsonList<string>(row.games),
    providers: jsonList<string>(row.providers),
    image: row.image,
    description: row.description,
  };
}

/** The player's standing; a player who has not joined gets zeros, no place and `confirmed: false`. */
export function statusToWire(db: Db, row: TournamentRow, playerId: number): WireTournamentStatus {
  const score = scoreRowOf(db, row.id, playerId);
  const gamesTaken = db.prepare('SELECT COUNT(*) FROM tournament_player_games WHERE tournament_id = ? AND player_id = ?').pluck().get(row.id, playerId) as number;
  return {
    tournament_id: row.id,
    bets: score?.bets ?? 0,
    bet_cents: score?.bet_cents ?? 0,
    wins: score?.wins ?? 0,
    win_cents: score?.win_cents ?? 0,
    points: pointsOf(row.strategy, row.currency, score?.score ?? 0),
    award_place: score ? placeOf(db, score) : null,
    nickname: publicName(db, playerId),
    games_taken: gamesTaken,
    confirmed: score !== undefined,
  };
}

export const leaderboardEvent = (db: Db, row: TournamentRow): WireLeaderboardEvent => ({ tournament_id: row.id, top_players: topPlayers(db, row) });
