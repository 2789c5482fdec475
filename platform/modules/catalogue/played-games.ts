import type { Db } from '../../db/database';
import type { RoundSettled } from '../../domain-event-map';

/**
 * `game_plays` holds each player's last play of each game: marked by the demo aid POST
 * /api/player/played_games, and by every settled round (catalogue/index.ts subscribes after commit: the
 * list may lag a moment behind the round, and the upsert is idempotent).
 */
export function markPlayed(db: Db, playerId: number, gameIdentifier: string, at: string) {
  db.prepare(
    `INSERT INTO game_plays (player_id, game_identifier, last_activity_at) VALUES (?, ?, ?)
     ON CONFLICT (player_id, game_identifier) DO UPDATE SET last_activity_at = MAX(last_activity_at, excluded.last_activity_at)`,
  ).run(playerId, gameIdentifier, at);
}

/** round.settled: a round of a game no longer in the catalogue marks nothing (the foreign key would refuse it). */
export function markRoundPlayed(db: Db, round: RoundSettled) {
  const known = db.prepare('SELECT 1 FROM games WHERE identifier = ?').get(round.gameIdentifier) !== undefined;
  if (known) markPlayed(db, round.playerId, round.gameIdentifier, round.settledAt);
}
