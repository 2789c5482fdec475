/**
 * Tile badges. Platforms of the family send no badges: a game's categories say what it is, so the client
 * derives them (first match of each rule, in this order; the tile shows the first two).
 */
const BADGE_RULES = [
  { type: 'new', theme: 'green', categories: ['new'] },
  { type: 'hot', theme: 'red', categories: ['top'] },
  { type: 'exclusive', theme: 'purple', categories: ['exclusive'] },
  { type: 'jackpot', theme: 'gold', categories: ['jackpots'] },
  { type: 'drops', theme: 'blue', categories: ['pragmatic-drop-wins', 'pragmatic-drop-wins-live'] },
] as const;

export type GameBadge = { type: (typeof BADGE_RULES)[number]['type']; theme: (typeof BADGE_RULES)[number]['theme'] };

export function badgesFromCategories(categories: readonly string[]): GameBadge[] {
  return BADGE_RULES.filter((rule) => rule.categories.some((c) => categories.includes(c))).map(({ type, theme }) => ({ type, theme }));
}
