import { PROFILE_GIFTS, PROFILE_LEVEL } from '@schemas/contracts/slots';

/** Profile sections of spec part 1 §2; `personal` is the root path. */
export const PROFILE_TABS = ['personal', 'level', 'gifts', 'verification', 'limits', 'security', 'games-history'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Level and gifts are filled by other plugins (VIP, gifts) through these slots: their tabs show only when the slot is filled. */
export const SLOT_TABS = { level: PROFILE_LEVEL, gifts: PROFILE_GIFTS } as const;
export type SlotTabName = keyof typeof SLOT_TABS;

export const isSlotTab = (tab: ProfileTab): tab is SlotTabName => tab in SLOT_TABS;

export function tabFromParam(param: string | undefined): ProfileTab | null {
  if (!param) return 'personal';
  return (PROFILE_TABS as readonly string[]).includes(param) && param !== 'personal' ? (param as ProfileTab) : null;
}
