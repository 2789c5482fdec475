/**
 * What a lootbox item gives, as stored (`prize_bonuses`, JSON) and sent (WIRE.md): a list of bonuses, each free
 * spins (`attributes.freespins_count`) or bonus money (`attributes.bonus_amount`, minor units per currency), with
 * the bonus it becomes (`result_bonus`: wager multiplier, max win per currency). Spec part 2 §3, §9 (wagers 3, 25, 30).
 */
export interface PrizeBonus {
  title: string;
  type: 'freespins' | 'bonus';
  attributes: { freespins_count?: number; bonus_amount?: Record<string, number> };
  result_bonus: { wager: number; max_win?: Record<string, number> };
}

/** One gift the bonuses engine issues for an item, in the box's currency. */
export type GiftTerms =
  | { kind: 'bonus'; title: string; amountCents: number; wagerMultiplier: number; maxWinCents: number | null }
  | { kind: 'freespins'; title: string; count: number; wagerMultiplier: number; maxWinCents: number | null };

/**
 * The gifts an item gives in `currency`; null when one of its bonuses has no amount in that currency (the item
 * cannot be given there, so it is issued with weight 0). An item without bonuses gives nothing (a "try again").
 */
export function giftsOf(bonuses: readonly PrizeBonus[], currency: string): GiftTerms[] | null {
  const gifts: GiftTerms[] = [];
  for (const bonus of bonuses) {
    const wagerMultiplier = bonus.result_bonus.wager;
    const maxWinCents = bonus.result_bonus.max_win?.[currency] ?? null;
    if (bonus.type === 'bonus') {
      const amountCents = bonus.attributes.bonus_amount?.[currency];
      if (amountCents === undefined || amountCents <= 0) return null;
      gifts.push({ kind: 'bonus', title: bonus.title, amountCents, wagerMultiplier, maxWinCents });
    } else {
      const count = bonus.attributes.freespins_count ?? 0;
      if (count <= 0) return null;
      gifts.push({ kind: 'freespins', title: bonus.title, count, wagerMultiplier, maxWinCents });
    }
  }
  return gifts;
}

/** A bonus of a stored item, read defensively (an operator's hand-written row must not break a list). */
export function isPrizeBonus(value: unknown): value is PrizeBonus {
  const bonus = value as Partial<PrizeBonus> | null;
  return (
    typeof bonus === 'object' && bonus !== null && typeof bonus.title === 'string' && (bonus.type === 'bonus' || bonus.type === 'freespins') &&
    typeof bonus.attributes === 'object' && bonus.attributes !== null && typeof bonus.result_bonus?.wager === 'number'
  );
}
