/**
 * Tile badges. Platforms of the family send no badges: a game's categories say what it is, so the client
 * derives them. Each badge stands for a fact the platform keeps true (issue 21; the reference platform:
 * platform/modules/catalogue/README.md "Badges"):
 * - `new`: category `new`, released in the last 30 days;
 * - `hot`: category `hot`, among the most played games of the last 7 days (not `top`, the operator's
 *   curated "Top games", which holds hundreds of games and would badge a whole row);
 * - `exclusive`: category `exclusive`, a flag the operator sets on a few games;
 * - `jackpot`: category `jackpots`, the games a jackpot runs on;
 * - `drops`: the Drops & Wins promotion's categories.
 * The order of BADGE_RULES is the priority: `badges` lists every match in that order, and a tile shows the
 * first TILE_BADGES_MAX of them (`tileBadges`; a phone, the first one only).
 */
const BADGE_RULES = [
  { type: 'new', theme: 'green', categories: ['new'] },
  { type: 'hot', theme: 'red', categories: ['hot'] },
  { type: 'exclusive', theme: 'purple', categories: ['exclusive'] },
  { type: 'jackpot', theme: 'gold', categories: ['jackpots'] },
  { type: 'drops', theme: 'blue', categories: ['pragmatic-drop-wins', 'pragmatic-drop-wins-live'] },
] as const;

export type GameBadge = { type: (typeof BADGE_RULES)[number]['type']; theme: (typeof BADGE_RULES)[number]['theme'] };

/** At most this many badges on one tile. */
export const TILE_BADGES_MAX = 2;

export function badgesFromCategories(categories: readonly string[]): GameBadge[] {
  return BADGE_RULES.filter((rule) => rule.categories.some((c) => categories.includes(c))).map(({ type, theme }) => ({ type, theme }));
}

/**
 * The badges a tile shows, in priority order. In a list of one category (the "New games" row, the Jackpots
 * page) that category's own badge would be on every tile and say nothing the heading does not: it is left
 * out there, so the next fact (HOT, JACKPOT…) can show.
 */
export function tileBadges(badges: readonly GameBadge[], listCategory?: string | null): GameBadge[] {
  const own = listCategory ? BADGE_RULES.find((rule) => (rule.categories as readonly string[]).includes(listCategory))?.type : undefined;
  return badges.filter((badge) => badge.type !== own).slice(0, TILE_BADGES_MAX);
}
