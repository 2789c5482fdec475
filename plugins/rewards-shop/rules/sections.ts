import type { CompRate, CompRateCard, CompRateType } from '@schemas/wire/comp-points';
import { onSale } from './sale';

/** Spec part 2 §2: the shop's sections (tabs FREE_SPINS, MONEY_REWARD, SPECIAL_REWARDS, DISCOUNT and the root). */
export const SECTIONS = ['root', 'discounts', 'freespins', 'money', 'special'] as const;
export type ShopSection = (typeof SECTIONS)[number];

/** A card with its type (the rates lists are per type). */
export interface ShopCard {
  type: CompRateType;
  card: CompRateCard;
}

/** What each tab holds: special rewards are the lootboxes and lottery tickets (spec part 2 §3 redeem types). */
const TYPES_OF: Record<Exclude<ShopSection, 'root' | 'discounts'>, readonly CompRateType[]> = {
  freespins: ['freespins'],
  money: ['money'],
  special: ['lootboxes', 'lotteries'],
};

export const sectionOf = (type: CompRateType): Exclude<ShopSection, 'root' | 'discounts'> =>
  type === 'freespins' ? 'freespins' : type === 'money' ? 'money' : 'special';

/** The cards of a section; discounts are the cards on sale today, whatever their type. */
export function cardsOf(section: Exclude<ShopSection, 'root'>, cards: readonly ShopCard[], now: Date): ShopCard[] {
  if (section === 'discounts') return cards.filter((c) => onSale(c.card, now));
  return cards.filter((c) => TYPES_OF[section].includes(c.type));
}

/** Spec part 2 §4 "Redeem available": the rate in the player's currency, else the EUR one. */
export function rateFor(card: Pick<CompRateCard, 'rates'>, currency: string | null): CompRate | null {
  return card.rates.find((r) => r.currency === currency) ?? card.rates.find((r) => r.currency === 'EUR') ?? null;
}

/**
 * Where an address lands (spec part 2 §2): an unknown section, or discounts without an active sale or for a guest,
 * goes to the shop root.
 */
export function landingSection(asked: string | undefined, loggedIn: boolean, sale: boolean): ShopSection {
  if (!asked) return 'root';
  if (!(SECTIONS as readonly string[]).includes(asked)) return 'root';
  if (asked === 'discounts' && (!loggedIn || !sale)) return 'root';
  return asked as ShopSection;
}
