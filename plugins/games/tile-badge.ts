import { tileBadges, type GameBadge } from '@schemas/wire/game-badges';

/**
 * The one badge a tile shows (issue 24 item 12): two or three labels on a small preview read as noise and
 * crowd the art, so a tile names only its most meaningful fact. Priority is the order of the badge rules
 * (schemas/wire/game-badges.ts): NEW, HOT, EXCLUSIVE, JACKPOT, DROPS & WINS — a fact that is true for a short
 * while comes before a lasting one, which shows once the short one ends. In a list of one category that
 * category's own badge says nothing the heading does not, so the next fact shows instead (`tileBadges`).
 */
export function tileBadge(badges: readonly GameBadge[], listCategory?: string | null): GameBadge | null {
  return tileBadges(badges, listCategory)[0] ?? null;
}
