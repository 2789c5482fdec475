// Spec part 2 §9: quest sizes and their levels. "xs 6 levels, s 15, m 25, robot-s 15, robot-m 25; minimum total
// bet per currency (EUR given) per level, first level 0, size m up to 2,000,000." The spec gives EUR; amounts are
// minor units (cents), so size m's last level is €20,000 of bets (2,000,000 cents). Other currencies get the same
// ladder made friendly per currency by the platform when it creates a quest (its info module's
// friendlyMinorUnits), and the wire carries each quest's ladder in the viewer's currency (schemas/wire/quests.ts).
// The robot sizes are the same ladders as s and m under another look (the site's robot-themed quests).

export const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const;
export type QuestSize = (typeof QUEST_SIZES)[number];

/** The size a quest has when its frontend_identifier names none (spec part 2 §3: "default m"). */
export const DEFAULT_QUEST_SIZE: QuestSize = 'm';

const euros = (amounts: readonly number[]) => amounts.map((eur) => eur * 100);

const SMALL = euros([0, 10, 25, 50, 100, 150, 250, 400, 600, 900, 1_250, 1_750, 2_500, 3_500, 5_000]);
const MEDIUM = euros([
  0, 10, 25, 50, 100, 200, 300, 500, 750, 1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000, 6_000, 7_500, 9_000, 10_000, 12_000,
  14_000, 16_000, 18_000, 20_000,
]);

/** The minimum total bet of each level in EUR cents, level 1 first (threshold 0: every player stands on it). */
export const QUEST_LADDERS_EUR_CENTS: Record<QuestSize, readonly number[]> = {
  xs: euros([0, 10, 25, 50, 100, 200]),
  s: SMALL,
  m: MEDIUM,
  'robot-s': SMALL,
  'robot-m': MEDIUM,
};
