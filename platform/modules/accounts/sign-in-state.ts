import type { Db } from '../../db/database';

/** Starts the clock of a session limit and feeds `current_sign_in_at` of the player. */
export function markSignedIn(db: Db, playerId: number) {
  db.prepare('UPDATE players SET current_sign_in_at = ? WHERE id = ?').run(new Date().toISOString(), playerId);
}
