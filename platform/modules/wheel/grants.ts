import type { Db } from '../../db/database';

/** Spins granted beyond the daily one (migrations/001): rows, and granting. */
export interface WheelGrantRow {
  id: number;
  player_id: number;
  ref: string;
  granted_at: string;
  lootbox_ref: string | null;
  issued_at: string | null;
}

/**
 * Grants one `manual_wheel` spin (an operator, a reward, the demo seed), once per (player, ref); it becomes a box
 * the next time the player's boxes are listed. Answers whether a grant was added.
 */
export function grantWheelSpin(db: Db, playerId: number, ref: string, at: Date): boolean {
  return db.prepare('INSERT OR IGNORE INTO wheel_grants (player_id, ref, granted_at) VALUES (?, ?, ?)').run(playerId, ref, at.toISOString()).changes > 0;
}

export const pendingGrants = (db: Db, playerId: number) =>
  db.prepare('SELECT * FROM wheel_grants WHERE player_id = ? AND issued_at IS NULL ORDER BY id').all(playerId) as WheelGrantRow[];

export const markGrantIssued = (db: Db, grantId: number, lootboxRef: string, at: Date) =>
  db.prepare('UPDATE wheel_grants SET lootbox_ref = ?, issued_at = ? WHERE id = ? AND issued_at IS NULL').run(lootboxRef, at.toISOString(), grantId);
