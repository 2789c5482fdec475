import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import type { RoundSettled } from '../../domain-event-map';
import { groupsOf } from '../accounts/public';
import { scoreAfter } from './leaderboard';
import { gameScores, jsonList, readTournament, scoreRowOf, type TournamentRow } from './store';
import { leaderboardEvent, statusToWire } from './view';

/**
 * Scoring (in the round's transaction, so a score exists exactly when its round does). A round scores in a
 * tournament when:
 * - it is a real-money round with a real stake (`mode: 'real'`, `realBetCents > 0`; the bonus share of a
 *   stake or a win never counts);
 * - in the tournament's currency (no conversion: a EUR tournament counts EUR bets only);
 * - settled inside [start_at, end_at) of a tournament not finished yet;
 * - on a game that scores there (games and providers lists; both empty: every game);
 * - by a player of its groups (none: everyone) who confirmed, or, where no confirmation is required, who
 *   is joined by this very bet.
 */
export function scoreRound(db: Db, round: Readonly<RoundSettled>): void {
  if (round.mode !== 'real' || round.realBetCents <= 0 || round.betCents <= 0) return;
  const candidates = db
    .prepare('SELECT * FROM tournaments WHERE finished_at IS NULL AND currency = ? AND start_at <= ? AND end_at > ?')
    .all(round.currency, round.settledAt, round.settledAt) as TournamentRow[];
  let groups: number[] | null = null;
  for (const tournament of candidates) {
    if (!gameScores(tournament, round.gameIdentifier)) continue;
    const allowed = jsonList<number>(tournament.group_ids);
    if (allowed.length > 0) {
      groups ??= groupsOf(db, round.playerId);
      if (!allowed.some((g) => groups!.includes(g))) continue;
    }
    let row = scoreRowOf(db, tournament.id, round.playerId);
    if (!row) {
      if (tournament.user_confirmation_required === 1) continue;
      db.prepare("INSERT INTO tournament_players (tournament_id, player_id, joined_at, joined_via) VALUES (?, ?, ?, 'auto')").run(
        tournament.id,
        round.playerId,
        round.settledAt,
      );
      row = scoreRowOf(db, tournament.id, round.playerId)!;
    }
    const score = scoreAfter(tournament.strategy, row.score, round);
    const reached = score !== row.score;
    db.prepare(
      `UPDATE tournament_players SET bets = bets + 1, bet_cents = bet_cents + @bet, wins = wins + @won, win_cents = win_cents + @win,
         score = @score, score_reached_at = @reachedAt, score_seq = @seq, last_round_id = @round
       WHERE tournament_id = @t AND player_id = @player`,
    ).run({
      bet: round.realBetCents,
      won: round.realWinCents > 0 ? 1 : 0,
      win: round.realWinCents,
      score,
      reachedAt: reached ? round.settledAt : row.score_reached_at,
      seq: reached ? round.roundId : row.score_seq,
      round: round.roundId,
      t: tournament.id,
      player: round.playerId,
    });
    db.prepare('INSERT OR IGNORE INTO tournament_player_games (tournament_id, player_id, game_identifier) VALUES (?, ?, ?)').run(
      tournament.id,
      round.playerId,
      round.gameIdentifier,
    );
  }
}

/**
 * After the round committed: the player's standing on `tournaments_statuses`, and the tournament's top on
 * the public `tournaments` channel when it changed since the last push of this platform instance. Reads
 * committed rows only (the tournaments whose score row this round touched), so it is safe to run again.
 */
export function createScorePushes(ctx: Pick<PlatformContext, 'db' | 'events'>) {
  const lastTop = new Map<number, string>();
  return {
    afterRound(round: Readonly<RoundSettled>) {
      if (round.mode !== 'real') return;
      const touched = ctx.db
        .prepare('SELECT tournament_id FROM tournament_players WHERE player_id = ? AND last_round_id = ?')
        .pluck()
        .all(round.playerId, round.roundId) as number[];
      for (const id of touched) {
        const tournament = readTournament(ctx.db, id);
        if (!tournament) continue;
        ctx.events.emit({
          scope: 'private',
          playerId: round.playerId,
          channel: 'tournaments_statuses',
          event: 'tournaments_statuses',
          payload: statusToWire(ctx.db, tournament, round.playerId),
        });
        const board = leaderboardEvent(ctx.db, tournament);
        const key = JSON.stringify(board.top_players);
        if (lastTop.get(id) === key) continue;
        lastTop.set(id, key);
        ctx.events.emit({ scope: 'public', channel: 'tournaments', event: 'leaderboard', payload: board });
      }
    },
  };
}
