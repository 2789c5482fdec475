import type { WireLootbox, WireLootboxActivation, WireLootboxItem } from '@schemas/wire/lootboxes';

/** fe-config documents as the reference platform seeds them (platform/seed-data/feconfig/vip-configs.ts), trimmed. */
const prize = (id: string, title: string, type: string, weight: number, color: string, extra: object = {}) => ({ id, title, type, weight, color, ...extra });

export const wheelConfig = {
  enabled: true,
  slug: 'rocketmart-wheel',
  spinCostPoints: 500,
  freeSpinEveryHours: 24,
  prizes: [
    prize('fs-10', '10 free spins', 'freespins', 4000, '#6c5ce7', { freespins_count: 10 }),
    prize('cp-100', '100 comp points', 'comp_points', 4000, '#00b894'),
    prize('bonus-5', '€5 bonus', 'bonus', 2000, '#fdcb6e', { amount_cents: { EUR: 500, CAD: 735 } }),
    prize('bonus-500', '€500 bonus', 'bonus', 5, '#d63031', { amount_cents: { EUR: 50_000 } }),
    prize('none', 'Try again', 'nothing', 0, '#636e72'),
  ],
};

export const wheelSegments = {
  default: wheelConfig.prizes,
  byGroups: [
    { groups: [543], segments: [prize('fs-20', '20 free spins', 'freespins', 4000, '#0984e3', { freespins_count: 20 }), prize('bonus-10', '€10 bonus', 'bonus', 4000, '#00cec9', { amount_cents: { EUR: 1_000 } }), prize('bonus-1000', '€1,000 bonus', 'bonus', 5, '#d63031', { amount_cents: { EUR: 100_000 } })] },
  ],
};

export const managePromotionPages = {
  testerGroups: [21],
  pages: [
    { slug: 'rocketmart-wheel', enabled: true, order: 6 },
    { slug: 'rocketplay-wheel', enabled: true, groups: [543], order: 7 },
  ],
};

const HOUR = 3_600_000;

/** A wheel box as the platform issues it: its items are the segments (`prize` = segment id). */
export function wireWheelBox(overrides: Partial<WireLootbox> = {}, segments: { id: string; weight: number }[] = wheelConfig.prizes): WireLootbox {
  const now = Date.now();
  return {
    id: 70,
    title: 'Daily wheel spin',
    group_key: 'wheel',
    stage: 'issued',
    strategy: 'weighted',
    currency: 'EUR',
    // An hour ago, but never before today's UTC midnight: a spin counts on its creation day (tests run at any hour).
    created_at: new Date(now - Math.min(HOUR, now % (24 * HOUR))).toISOString(),
    valid_until: new Date(now + 5 * HOUR).toISOString(),
    activated_at: null,
    activated_item_id: null,
    items: segments.map((segment, index): WireLootboxItem => ({ id: index + 1, weight: segment.weight, prize: segment.id, title: segment.id, bonuses: [] })),
    ...overrides,
  };
}

/** The platform's answer to a spin that drew the item of segment `prize`. */
export function wireSpin(box: WireLootbox, prize: string): WireLootboxActivation {
  const item = (box.items as WireLootboxItem[]).find((i) => i.prize === prize)!;
  return {
    lootbox: { ...box, stage: 'activated', activated_at: new Date().toISOString(), activated_item_id: item.id },
    item,
    issued: prize === 'none' ? [] : [{ kind: 'bonus', id: 900, title: prize }],
    draw: { lootbox_id: box.id, item_id: item.id, prize, seed: 1, nonce: Number(box.id), roll: 0, total_weight: 6005, drawn_at: new Date().toISOString(), issued: [] },
  };
}
