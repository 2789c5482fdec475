/** Profile sections of spec part 1 §2; `personal` is the root path. */
export const PROFILE_TABS = ['personal', 'level', 'gifts', 'verification', 'limits', 'security', 'games-history'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Level and gifts are filled by other plugins (VIP, gifts): their tabs show only when a slot is filled. */
export const SLOT_TABS: Partial<Record<ProfileTab, string>> = { level: 'profile.level', gifts: 'profile.gifts' };

export function tabFromParam(param: string | undefined): ProfileTab | null {
  if (!param) return 'personal';
  return (PROFILE_TABS as readonly string[]).includes(param) && param !== 'personal' ? (param as ProfileTab) : null;
}
