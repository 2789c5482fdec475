import type { ChatBackend } from '@schemas/wire/support';

/** Spec part 1 §6 chat groups. */
export const LIVE_CHAT_GROUP = 545;
export const WHEEL_ROTATION_GROUP = 543;
export const CHAT_ROTATION_GROUP = 544;
/** Chat group mapping (§6): 26 the live chat's general group; 1 and 2 the messenger's general and VIP groups. */
export const CHAT_GROUPS = { liveChatGeneral: 26, messengerGeneral: 1, messengerVip: 2 } as const;

/** What the rules read: the player's id, groups and VIP tiers (with `/api/info/statuses`' status and writable flag). */
export interface ChatPlayer {
  id: number;
  groups: readonly number[];
  statuses: readonly { status: string; writable: boolean }[];
}

export interface ChatChoice {
  backend: ChatBackend;
  /** The chat group the conversation goes to. */
  group: number;
  /** VIP players get the VIP widget (its own look and title) and the VIP group. */
  vip: boolean;
}

/** `vip_level_N`; null for another status. */
const vipLevel = (status: string) => {
  const match = /^vip_level_(\d+)$/.exec(status);
  return match ? Number(match[1]) : null;
};

/**
 * A VIP player (§6 "VIP (any vip_level group)"): a tier above the entry one. Every player starts in `vip_level_1`
 * (Rising star on the reference platform), so counting it would make everyone VIP; decided: level 2 and up.
 */
export const isVip = (player: Pick<ChatPlayer, 'statuses'>) => player.statuses.some((s) => (vipLevel(s.status) ?? 0) >= 2);

/**
 * The chat backend for a player (spec part 1 §6), in this order:
 * 1. group 545 with a writable flag (a tier of the player's marked `writable` in `/api/info/statuses`) → the live
 *    chat, group 26 (the live chat has one group; a VIP still gets the VIP widget);
 * 2. a VIP player → the messenger's VIP group 2, VIP widget;
 * 3. everyone else → the messenger's general group 1.
 */
export function chooseChat(player: ChatPlayer): ChatChoice {
  const vip = isVip(player);
  const writable = player.statuses.some((s) => s.writable);
  if (player.groups.includes(LIVE_CHAT_GROUP) && writable) return { backend: 'live_chat', group: CHAT_GROUPS.liveChatGeneral, vip };
  if (vip) return { backend: 'messenger', group: CHAT_GROUPS.messengerVip, vip };
  return { backend: 'messenger', group: CHAT_GROUPS.messengerGeneral, vip };
}

/**
 * Groups 543/544 rotate by odd/even player id (§6, part 2 §9 "wheel or chat rotation"): the chat arm (544, or an
 * even id holding neither group) shows the floating chat launcher; the wheel arm (543, odd ids) has the wheel's
 * bookmark in that place and reaches the chat from the header, sidebar, footer and `#chat`. Guests see it.
 */
export function showsLauncher(player: Pick<ChatPlayer, 'id' | 'groups'> | null): boolean {
  if (!player) return true;
  if (player.groups.includes(CHAT_ROTATION_GROUP)) return true;
  if (player.groups.includes(WHEEL_ROTATION_GROUP)) return false;
  return player.id % 2 === 0;
}
