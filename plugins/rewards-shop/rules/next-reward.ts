import { rateFor, type ShopCard } from './sections';

export interface NextReward {
  item: ShopCard;
  cost: number;
  /** Points still missing (0: the player can take it now). */
  missing: number;
}

/**
 * The reward the activity hub points at: the dearest card the player can already take, else the cheapest one (with
 * what is missing). Null when the shop has no card priced for them.
 */
export function nextReward(cards: readonly ShopCard[], balance: number, currency: string | null): NextReward | null {
  const priced = cards.flatMap((item) => {
    const rate = rateFor(item.card, currency);
    return rate ? [{ item, cost: rate.points, missing: Math.max(0, rate.points - balance) }] : [];
  });
  if (priced.length === 0) return null;
  const affordable = priced.filter((p) => p.missing === 0).sort((a, b) => b.cost - a.cost);
  return affordable[0] ?? [...priced].sort((a, b) => a.cost - b.cost)[0]!;
}
