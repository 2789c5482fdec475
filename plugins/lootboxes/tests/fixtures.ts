import type { WireLootbox, WireLootboxActivation, WireLootboxItem } from '@schemas/wire/lootboxes';

const HOUR = 3_600_000;

/** Items as the reference platform sends a treasure chest's (its weights, spec part 2 §9). */
export const wireItems = (): WireLootboxItem[] => [
  { id: 1, weight: 5000, prize: 'fs-10', title: '10 free spins', bonuses: [{ title: '10 free spins', type: 'freespins', attributes: { freespins_count: 10 }, result_bonus: { wager: 30, max_win: { EUR: 5_000 } } }] },
  { id: 2, weight: 2000, prize: 'bonus-2', title: '€2 bonus', bonuses: [{ title: '€2 bonus', type: 'bonus', attributes: { bonus_amount: { EUR: 200, CAD: 200 } }, result_bonus: { wager: 25, max_win: { EUR: 2_000 } } }] },
  { id: 3, weight: 10, prize: 'bonus-250', title: '€250 bonus', bonuses: [{ title: '€250 bonus', type: 'bonus', attributes: { bonus_amount: { EUR: 25_000 } }, result_bonus: { wager: 3, max_win: { EUR: 250_000 } } }] },
];

export function wireBox(overrides: Partial<WireLootbox> = {}): WireLootbox {
  const now = Date.now();
  return {
    id: 41,
    title: 'Treasure chest',
    group_key: 'lootbox',
    stage: 'issued',
    strategy: 'weighted',
    currency: 'EUR',
    // An hour ago, but never before today's UTC midnight: what shows depends on the creation day (tests run at any hour).
    created_at: new Date(now - Math.min(HOUR, now % (24 * HOUR))).toISOString(),
    valid_until: new Date(now + 48 * HOUR).toISOString(),
    activated_at: null,
    activated_item_id: null,
    items: wireItems(),
    ...overrides,
  };
}

/** The activation answer of `box` having drawn the item `itemId`. */
export function wireActivation(box: WireLootbox, itemId: number): WireLootboxActivation {
  const item = (box.items as WireLootboxItem[]).find((i) => i.id === itemId)!;
  const opened = { ...box, stage: 'activated', activated_at: new Date().toISOString(), activated_item_id: itemId };
  return {
    lootbox: opened,
    item,
    issued: [{ kind: 'bonus', id: 901, title: String(item.title) }],
    draw: { lootbox_id: box.id, item_id: itemId, prize: String(item.prize), seed: 12345, nonce: Number(box.id), roll: 5100, total_weight: 7010, drawn_at: new Date().toISOString(), issued: [] },
  };
}
