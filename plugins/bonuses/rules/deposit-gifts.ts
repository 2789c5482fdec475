import { MULTI_ACCOUNT_GROUP } from '@config/player-groups';

/**
 * Spec part 2 §4: "A deposit gift is shown only if the player can issue bonuses, has no deposit bonus code and is
 * not flagged multi-account" (the multi-account mark is a player group, config/player-groups.ts). A player with a
 * deposit code has chosen their deposit bonus already (the cashbox applies it).
 */
export function depositGiftsShown(player: { can_issue_bonuses: boolean; deposit_bonus_code: string | null; groups: readonly number[] } | null): boolean {
  if (!player) return false;
  return player.can_issue_bonuses && !player.deposit_bonus_code && !player.groups.includes(MULTI_ACCOUNT_GROUP);
}
