import type { Lootbox } from '@schemas/wire/lootboxes';
import type { WheelSegment } from '@schemas/wire/wheel-config';

/** Colours for segments the fe-config gives none: alternating, readable with white text. */
export const SEGMENT_PALETTE = ['#6c5ce7', '#00b894', '#e17055', '#0984e3', '#e84393', '#fdcb6e', '#00cec9', '#d63031'] as const;

export const segmentColor = (segment: WheelSegment, index: number) => segment.color ?? SEGMENT_PALETTE[index % SEGMENT_PALETTE.length]!;

/** A box's items as wheel segments (`prize` is the segment id), for a box whose items the configured wheel lacks. */
export function segmentsOfBox(box: Lootbox): WheelSegment[] {
  return box.items.map((item) => {
    const bonus = item.bonuses[0];
    const type = !bonus ? 'nothing' : bonus.type === 'bonus' ? 'bonus' : bonus.type === 'freespins' ? 'freespins' : 'other';
    return {
      id: item.prize,
      title: item.title || bonus?.title || item.prize,
      type,
      weight: item.weight,
      amount_cents: bonus?.attributes.bonus_amount ?? {},
      freespins_count: bonus?.attributes.freespins_count ?? null,
      color: null,
    };
  });
}

/**
 * The wheel to draw: the fe-config segments for the player (spec part 2 §3: per user group), unless the spin waiting
 * holds an item they lack (the operator changed the config after the spin was issued): then the box's own items, so
 * the wheel always holds the segment the platform may draw.
 */
export function wheelFace(configured: readonly WheelSegment[], box: Lootbox | null): WheelSegment[] {
  if (!box) return [...configured];
  const ids = new Set(configured.map((segment) => segment.id));
  return box.items.every((item) => ids.has(item.prize)) && configured.length >= 2 ? [...configured] : segmentsOfBox(box);
}

/**
 * The wheel's rotation (degrees, clockwise) that brings segment `index` of `count` under the pointer at the top,
 * after `turns` whole turns from `from`. Segment i spans [i, i+1) × 360/count clockwise from the top; `nudge` in
 * (-0.5, 0.5) moves the stop inside the segment so it does not always land on its middle.
 */
export function spinTarget(from: number, index: number, count: number, turns: number, nudge = 0): number {
  const slice = 360 / count;
  const centre = (index + 0.5 + nudge * 0.8) * slice;
  const rest = (((-centre - from) % 360) + 360) % 360;
  return from + turns * 360 + rest;
}

/** Which segment sits under the pointer at a rotation (the inverse of `spinTarget`; tests use it). */
export function segmentAt(rotation: number, count: number): number {
  const slice = 360 / count;
  const under = (((-rotation) % 360) + 360) % 360;
  return Math.floor(under / slice) % count;
}
