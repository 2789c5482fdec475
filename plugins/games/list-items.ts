import type { Game } from '@schemas/wire/games';
import type { CategoryEntry } from './catalogue-config';

export type ListItem = { kind: 'game'; game: Game } | { kind: 'random' } | { kind: 'cashback' };

/** Spec §4: the random card goes 10th, or last for special/new/top/recommended. */
export const RANDOM_CARD_POSITION = 10;
const RANDOM_LAST_COLLECTIONS = ['special', 'new', 'top', 'recommended'];

export type RandomPlacement = 'position-10' | 'end' | 'none';

export function randomPlacementOf(category: Pick<CategoryEntry, 'collection' | 'randomCard'> | null): RandomPlacement {
  if (!category) return 'position-10';
  if (category.randomCard) return category.randomCard;
  return RANDOM_LAST_COLLECTIONS.includes(category.collection) ? 'end' : 'position-10';
}

/**
 * The cards of a list: the games, the random card (at 10 or last, the latter only once the list is
 * complete so it does not jump while pages load) and, in live, the cashback card first.
 */
export function buildListItems(games: readonly Game[], options: { random: RandomPlacement; cashback: boolean; complete: boolean }): ListItem[] {
  const items: ListItem[] = games.map((game) => ({ kind: 'game', game }));
  if (options.random === 'position-10' && items.length >= RANDOM_CARD_POSITION - 1) items.splice(RANDOM_CARD_POSITION - 1, 0, { kind: 'random' });
  else if (options.random !== 'none' && options.complete) items.push({ kind: 'random' });
  if (options.cashback) items.unshift({ kind: 'cashback' });
  return items;
}
