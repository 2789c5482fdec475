import type { LootboxItem } from '@schemas/wire/lootboxes';

/** Tiles on the opening reel, and the one the reel stops on (near the end, so it runs a while first). */
export const REEL_LENGTH = 40;
export const REEL_TARGET = 33;

/**
 * The opening reel: `REEL_LENGTH` tiles of the box's items, the won item at `REEL_TARGET`, the others picked by
 * weight (items of weight 0 too, now and then, so the rare ones are seen passing) from a small PRNG seeded with the
 * box id: the same box always draws the same reel. Decoration only — the prize is the platform's `wonId`.
 */
export function reelTiles(items: readonly LootboxItem[], wonId: string, seed: number): LootboxItem[] {
  const won = items.find((item) => item.id === wonId);
  if (!won) return [];
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: tiny, deterministic, enough for decoration.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const weights = items.map((item) => Math.max(1, item.weight));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const pick = () => {
    let roll = next() * total;
    for (let i = 0; i < items.length; i++) {
      roll -= weights[i]!;
      if (roll < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  };
  return Array.from({ length: REEL_LENGTH }, (_, index) => (index === REEL_TARGET ? won : pick()));
}

/**
 * How far the strip moves so tile `index` sits under the marker (the strip starts at the viewport's middle):
 * the tile's centre, with a small offset inside the tile so two openings do not stop at exactly the same pixel.
 */
export const reelOffset = (index: number, tileWidth: number, gap: number, nudge = 0) => index * (tileWidth + gap) + tileWidth / 2 + nudge * (tileWidth / 2 - 6);
