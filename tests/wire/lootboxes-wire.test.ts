import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lootboxActivationSchema, lootboxSchema } from '../../schemas/wire/lootboxes';
import { segmentsForGroups, wheelConfigDocumentSchema, wheelSegmentsDocumentSchema } from '../../schemas/wire/wheel-config';
import { feConfigSeedDocuments } from '../../platform/seed-data/feconfig/index';
import { readFixture } from './wire-fixtures';

/** Lootboxes and the wheel's fe-config as the client reads them (issue 12). */
describe('lootbox payloads', () => {
  it('reads per-currency amounts in either of the family’s forms, numeric strings once, and unknown types as other', () => {
    const [chest, spin, old] = (readFixture('lootboxes.json') as unknown[]).map((box) => z.parse(lootboxSchema, box));
    expect(chest!.items.map((item) => [item.id, item.weight, item.prize])).toEqual([['1', 5000, 'fs-10'], ['2', 2000, 'bonus-2'], ['3', 10, 'mystery']]);
    expect(chest!.items[1]!.bonuses[0]).toEqual({ title: '€2 bonus', type: 'bonus', attributes: { freespins_count: null, bonus_amount: { EUR: 200, USD: 200 } }, result_bonus: { wager: 25, max_win: {} } });
    expect(chest!.items[2]!.bonuses[0]).toMatchObject({ type: 'other', attributes: { freespins_count: null, bonus_amount: {} }, result_bonus: null });
    expect(spin).toMatchObject({ title: '', group_key: 'wheel', stage: 'activated', activated_item_id: '11' });
    expect(spin!.items[1]!.bonuses).toEqual([]);
    expect(old).toMatchObject({ stage: 'other', strategy: '', valid_until: null, items: [], activated_at: null });
  });

  it('reads an activation answer: the drawn item, the gifts issued (a kind it does not know as other), the recorded draw', () => {
    const answer = z.parse(lootboxActivationSchema, readFixture('lootbox-activation.json'));
    expect(answer.item).toMatchObject({ id: '2', prize: 'bonus-2' });
    expect(answer.issued).toEqual([{ kind: 'bonus', id: '9301', title: '€2 bonus' }, { kind: 'other', id: '9302', title: '' }]);
    expect(answer.draw).toMatchObject({ item_id: '2', seed: 3735928559, nonce: 7001, roll: 6120, total_weight: 7000, issued: [] });
    // Without the item the client cannot tell what was won: the answer fails as a whole.
    expect(z.safeParse(lootboxActivationSchema, { ...(readFixture('lootbox-activation.json') as object), item: null }).success).toBe(false);
  });
});

describe('the wheel’s fe-config documents', () => {
  it('keeps the readable segments and drops a broken one, never the wheel', () => {
    const config = z.parse(wheelConfigDocumentSchema, readFixture('wheel-config.json'));
    expect(config.prizes.map((s) => [s.id, s.type, s.weight, s.color])).toEqual([
      ['fs-10', 'freespins', 4000, '#6c5ce7'],
      ['cp-100', 'comp_points', 4000, '#00b894'],
      ['bonus-5', 'bonus', 2000, '#fdcb6e'],
      ['jackpot', 'other', 0, null],
      ['none', 'nothing', 0, null],
    ]);
    expect(config.spinCostPoints).toBe(500);
    expect(z.parse(wheelConfigDocumentSchema, { enabled: true, prizes: [{ id: 'a' }, { title: 'no id' }, null] }).prizes.map((s) => s.id)).toEqual(['a']);
  });

  it('picks the first set naming one of the player’s groups, else the default', () => {
    const doc = z.parse(wheelSegmentsDocumentSchema, readFixture('wheel-config-segments.json'));
    expect(segmentsForGroups(doc, [543]).map((s) => s.id)).toEqual(['fs-20', 'bonus-10']);
    expect(segmentsForGroups(doc, [759, 543]).map((s) => s.id)).toEqual(['fs-20', 'bonus-10']);
    expect(segmentsForGroups(doc, [759]).map((s) => s.id)).toEqual(['50', 'fs-200']);
    expect(segmentsForGroups(doc, []).map((s) => s.id)).toEqual(['fs-10', 'bonus-5']);
  });

  it('reads every segment of the seeded documents (the platform builds its wheel boxes with the same readers)', () => {
    const seeded = new Map(feConfigSeedDocuments().filter((d) => !d.site).map((d) => [d.key, d.document as { prizes?: unknown[]; default?: unknown[]; byGroups?: { segments: unknown[] }[] }]));
    const config = seeded.get('wheel-config')!;
    expect(z.parse(wheelConfigDocumentSchema, config).prizes).toHaveLength(config.prizes!.length);
    const segments = seeded.get('wheel-config-segments')!;
    const read = z.parse(wheelSegmentsDocumentSchema, segments);
    expect(read.default).toHaveLength(segments.default!.length);
    expect(read.byGroups.map((set) => set.segments.length)).toEqual(segments.byGroups!.map((set) => set.segments.length));
  });
});
