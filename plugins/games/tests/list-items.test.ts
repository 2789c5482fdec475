import { describe, expect, it } from 'vitest';
import { buildListItems, randomPlacementOf, RANDOM_CARD_POSITION } from '../list-items';
import { testGame } from './game-fixture';

const games = (n: number) => Array.from({ length: n }, (_, i) => testGame({ slug: `game-${i}` }));
const kinds = (items: ReturnType<typeof buildListItems>) => items.map((i) => i.kind);

describe('special cards in game lists (spec part 1 §4)', () => {
  it('puts the random card 10th in ordinary categories', () => {
    const items = buildListItems(games(40), { random: 'position-10', cashback: false, complete: false });
    expect(items[RANDOM_CARD_POSITION - 1]?.kind).toBe('random');
    expect(kinds(items).filter((k) => k === 'random')).toHaveLength(1);
    expect(items).toHaveLength(41);
  });

  it('puts it last for special, new, top and recommended, once the list is complete', () => {
    for (const collection of ['special', 'new', 'top', 'recommended']) expect(randomPlacementOf({ collection })).toBe('end');
    expect(randomPlacementOf({ collection: 'megaways' })).toBe('position-10');
    expect(randomPlacementOf({ collection: 'live', randomCard: 'none' })).toBe('none');
    expect(kinds(buildListItems(games(12), { random: 'end', cashback: false, complete: false }))).not.toContain('random');
    expect(buildListItems(games(12), { random: 'end', cashback: false, complete: true }).at(-1)?.kind).toBe('random');
  });

  it('puts the random card last in a short complete list', () => {
    expect(buildListItems(games(4), { random: 'position-10', cashback: false, complete: true }).at(-1)?.kind).toBe('random');
  });

  it('puts the cashback card first in live', () => {
    const items = buildListItems(games(20), { random: 'none', cashback: true, complete: true });
    expect(items[0]?.kind).toBe('cashback');
    expect(kinds(items)).not.toContain('random');
  });
});
