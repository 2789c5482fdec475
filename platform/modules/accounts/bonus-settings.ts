import type { Db } from '../../db/database';
import { findPlayerById } from './player-store';

/**
 * A player's bonus settings (spec part 2 §3 "Bonus settings: deposit_bonus_code, can_issue"). They are
 * columns of the player (GET /api/player shows them as `deposit_bonus_code` and `can_issue_bonuses`); the
 * bonuses module changes them through here (PATCH /api/player/set_bonus_code and friends).
 */
export interface BonusSettings {
  deposit_bonus_code: string | null;
  can_issue: boolean;
}

export function bonusSettingsOf(db: Db, playerId: number): BonusSettings | null {
  const row = findPlayerById(db, playerId);
  return row ? { deposit_bonus_code: row.deposit_bonus_code, can_issue: row.can_issue_bonuses === 1 } : null;
}

/** Changes what is given (`undefined` keeps it); answers the settings afterwards. */
export function updateBonusSettings(db: Db, playerId: number, change: { depositBonusCode?: string | null; canIssue?: boolean }): BonusSettings | null {
  if (change.depositBonusCode !== undefined) db.prepare('UPDATE players SET deposit_bonus_code = ? WHERE id = ?').run(change.depositBonusCode, playerId);
  if (change.canIssue !== undefined) db.prepare('UPDATE players SET can_issue_bonuses = ? WHERE id = ?').run(change.canIssue ? 1 : 0, playerId);
  return bonusSettingsOf(db, playerId);
}
