import { describe, expect, it } from 'vitest';
import { seededRandom as prng } from '../harness/seeded-random';
import { WIRE_CASES, entriesOf, readAsClient, readFixture, type WireCase } from './wire-fixtures';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Nulls, drops, stringifies or adds one field somewhere inside `value`, the way platforms drift. */
function mutate(value: Json, random: () => number, depth = 0): Json {
  if (value === null || typeof value !== 'object') {
    const roll = random();
    if (roll < 0.3) return null;
    if (roll < 0.6) return typeof value === 'string' ? Number.NaN.toString() : JSON.stringify(value);
    if (roll < 0.8) return typeof value === 'number' ? -value : 'unexpected';
    return { surprise: true };
  }
  const copy: Json = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  const roll = random();
  if (keys.length === 0 || roll < 0.1) {
    if (!Array.isArray(copy)) copy[`extra_${Math.floor(random() * 1000)}`] = random() < 0.5 ? null : 'x';
    return copy;
  }
  const key = keys[Math.floor(random() * keys.length)]!;
  const at = (Array.isArray(copy) ? Number(key) : key) as never;
  if (roll < 0.25 && !Array.isArray(copy)) delete copy[key];
  else if (roll < 0.4) (copy as Record<string, Json>)[at] = null;
  else (copy as Record<string, Json>)[at] = depth < 4 ? mutate((copy as Record<string, Json>)[at]!, random, depth + 1) : null;
  return copy;
}

/** The payload with some of its entries mutated; returns how many were left untouched. */
function drift(wireCase: WireCase, payload: Json, random: () => number): { payload: Json; untouched: number; total: number } {
  if (wireCase.kind === 'object') return { payload: mutate(payload, random), untouched: 0, total: 1 };
  const entries = entriesOf(wireCase, payload) as Json[];
  let untouched = 0;
  const drifted = entries.map((entry) => {
    if (random() < 0.5) return mutate(mutate(entry, random), random);
    untouched++;
    return entry;
  });
  if (wireCase.kind === 'items') return { payload: drifted, untouched, total: entries.length };
  if (wireCase.kind === 'envelope') return { payload: { ...(payload as { [key: string]: Json }), data: drifted }, untouched, total: entries.length };
  const keys = Object.keys(payload as object);
  return { payload: Object.fromEntries(keys.map((k, i) => [k, drifted[i]!])), untouched, total: entries.length };
}

const RUNS = 300;

describe('fuzzed payloads of the family', () => {
  it.each(WIRE_CASES.map((c) => [c.fixture, c] as const))('%s: the reader never throws and keeps every untouched item', (_name, wireCase) => {
    const original = readFixture(wireCase.fixture) as Json;
    for (let seed = 1; seed <= RUNS; seed++) {
      const random = prng(seed);
      const { payload, untouched, total } = drift(wireCase, original, random);
      let result: ReturnType<typeof readAsClient> | undefined;
      expect(() => (result = readAsClient(wireCase, payload)), `seed ${seed}`).not.toThrow();
      if (wireCase.kind === 'object') continue;
      expect(result!.ok, `seed ${seed}`).toBe(true);
      expect(result!.kept.length, `seed ${seed}`).toBeGreaterThanOrEqual(untouched);
      expect(result!.kept.length + result!.dropped.length, `seed ${seed}`).toBe(total);
    }
  });

  it('reports a dropped item with its id and the failing path', () => {
    const wireCase = WIRE_CASES.find((c) => c.fixture === 'games-filter.json')!;
    const payload = readFixture(wireCase.fixture) as { data: Record<string, unknown>[] };
    payload.data[1] = { ...payload.data[1], currencies: { EUR: { id: 'not-a-number' } } };
    const result = readAsClient(wireCase, payload);
    expect(result.kept).toHaveLength(2);
    expect(result.dropped).toEqual([expect.objectContaining({ at: 1, id: 'bgaming/ElvisFrogInVegas', path: 'currencies.EUR.id' })]);
  });
});
