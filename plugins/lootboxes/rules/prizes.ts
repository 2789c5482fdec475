import type { LootboxItem } from '@schemas/wire/lootboxes';

/** One thing an item gives, as the client writes it (localised), or the platform's text when it cannot. */
export type PrizePart = { kind: 'bonus'; amountCents: number; currency: string } | { kind: 'freespins'; count: number } | { kind: 'text'; text: string };

/**
 * What an item gives in the box's currency: bonus money (its amount in that currency), free spins (their count);
 * a bonus of a type this client does not know, or without an amount in the currency, reads as its title. An item
 * without bonuses gives nothing (empty): the caller says "no prize".
 */
export function prizeParts(item: LootboxItem, currency: string): PrizePart[] {
  const parts = item.bonuses.flatMap((bonus): PrizePart[] => {
    const amount = bonus.attributes.bonus_amount[currency];
    if (bonus.type === 'bonus' && amount !== undefined) return [{ kind: 'bonus', amountCents: amount, currency }];
    const count = bonus.attributes.freespins_count;
    if (bonus.type === 'freespins' && count !== null && count > 0) return [{ kind: 'freespins', count }];
    const text = bonus.title || item.title;
    return text ? [{ kind: 'text', text }] : [];
  });
  return parts.length > 0 || item.bonuses.length === 0 ? parts : item.title ? [{ kind: 'text', text: item.title }] : [];
}

/** The wager of the bonus the prize becomes (spec part 2 §9: 3, 25 or 30 times), when the item states one. */
export function wagerOf(item: LootboxItem): number | null {
  return item.bonuses.find((bonus) => bonus.result_bonus?.wager != null)?.result_bonus?.wager ?? null;
}

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/**
 * How rare an item is, from its share of the box's weights: at least 30 % common, 10 % uncommon, 3 % rare,
 * 0.3 % epic, below that legendary. Shown as a colour and a word, never as odds the platform did not publish.
 */
export function rarityOf(weight: number, totalWeight: number): Rarity {
  const share = totalWeight > 0 ? weight / totalWeight : 0;
  if (share >= 0.3) return 'common';
  if (share >= 0.1) return 'uncommon';
  if (share >= 0.03) return 'rare';
  if (share >= 0.003) return 'epic';
  return 'legendary';
}

export const totalWeightOf = (items: readonly LootboxItem[]) => items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
