import type { StatusInfo } from '../../../schemas/wire/info';

/**
 * VIP tiers of part 2 §3 in ascending order. A player's tier is `players.vip_status_id` (new players start
 * at 1117); the loyalty module moves players between tiers by persistent comp points.
 */
export const VIP_STATUSES: readonly StatusInfo[] = [
  { id: 1117, name: 'Rising star', status: 'vip_level_1', writable: false, conditions: [{ persistent_comp_points: { min: 0, max: 999 } }] },
  { id: 257, name: 'Bronze', status: 'vip_level_2', writable: false, conditions: [{ persistent_comp_points: { min: 1000, max: 4999 } }] },
  { id: 258, name: 'Silver', status: 'vip_level_3', writable: false, conditions: [{ persistent_comp_points: { min: 5000, max: 19999 } }] },
  { id: 259, name: 'Gold', status: 'vip_level_4', writable: true, conditions: [{ persistent_comp_points: { min: 20000, max: 49999 } }] },
  { id: 255, name: 'Platinum', status: 'vip_level_5', writable: true, conditions: [{ persistent_comp_points: { min: 50000, max: 149999 } }] },
  { id: 759, name: 'Diamond', status: 'vip_level_6', writable: true, conditions: [{ persistent_comp_points: { min: 150000, max: null } }] },
];

export const DEFAULT_VIP_STATUS_ID = 1117;

export function statusesOf(vipStatusId: number): { id: number; name: string }[] {
  const status = VIP_STATUSES.find((s) => s.id === vipStatusId) ?? VIP_STATUSES[0]!;
  return [{ id: status.id, name: status.name }];
}
