import type { PlatformData } from '../../context';
import { assignGroups, groupsOf } from '../accounts/public';

/**
 * Spec part 2 §9: "Wheel or chat rotation by odd/even player id (groups 543/544)". Odd ids get the wheel (543: the
 * rocketplay-wheel page and its segment set, fe-config `manage-promotion-pages` and `wheel-config-segments`), even
 * ids the chat (544). The platform assigns the group (neither is self-assignable): at registration, and for a
 * player who has neither (one registered before this module) when their boxes are first listed.
 */
export const WHEEL_ROTATION_GROUP = 543;
export const CHAT_ROTATION_GROUP = 544;

export const rotationGroupOf = (playerId: number) => (playerId % 2 === 1 ? WHEEL_ROTATION_GROUP : CHAT_ROTATION_GROUP);

/** The player's groups, with the rotation group added (and `player.groups_changed` published) when missing. */
export function ensureRotationGroup(data: PlatformData, playerId: number): number[] {
  const groups = groupsOf(data.db, playerId);
  if (groups.includes(WHEEL_ROTATION_GROUP) || groups.includes(CHAT_ROTATION_GROUP)) return groups;
  assignGroups(data, playerId, [rotationGroupOf(playerId)]);
  return groupsOf(data.db, playerId);
}
