import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * Lists are read item by item (README.md in this folder): the response must be a list, each entry is
 * parsed on its own, and an entry that fails is dropped and reported, so one odd game costs one tile.
 */
export const wireList = z.array(z.unknown());
export const wireRecord = z.record(z.string(), z.unknown());

export interface DroppedItem {
  /** Position in the list, or key in a keyed map. */
  at: number | string;
  /** The item's own `identifier` or `id` when it has one, for the log. */
  id: string | number | null;
  /** Dotted path of the first failing field inside the item (`currencies.EUR.id`), `''` for the item itself. */
  path: string;
  message: string;
}

function idOf(item: unknown): string | number | null {
  if (typeof item !== 'object' || item === null) return null;
  const { identifier, id } = item as { identifier?: unknown; id?: unknown };
  for (const candidate of [identifier, id]) if (typeof candidate === 'string' || typeof candidate === 'number') return candidate;
  return null;
}

function parseOne<S extends $ZodType>(schema: S, item: unknown, at: number | string, onDrop: (dropped: DroppedItem) => void) {
  const parsed = z.safeParse(schema, item);
  if (parsed.success) return { ok: true as const, value: parsed.data as output<S> };
  const issue = parsed.error.issues[0];
  onDrop({ at, id: idOf(item), path: (issue?.path ?? []).map(String).join('.'), message: issue?.message ?? 'invalid' });
  return { ok: false as const };
}

/** The valid items of `items`, in order; each invalid one is passed to `onDrop`. Never throws. */
export function parseItems<S extends $ZodType>(items: readonly unknown[], schema: S, onDrop: (dropped: DroppedItem) => void = () => undefined): output<S>[] {
  const kept: output<S>[] = [];
  items.forEach((item, index) => {
    const result = parseOne(schema, item, index, onDrop);
    if (result.ok) kept.push(result.value);
  });
  return kept;
}

/** The same for a map keyed by id (`POST /api/games_filter/select`). */
export function parseItemRecord<S extends $ZodType>(
  record: Readonly<Record<string, unknown>>,
  schema: S,
  onDrop: (dropped: DroppedItem) => void = () => undefined,
): Record<string, output<S>> {
  const kept: Record<string, output<S>> = {};
  for (const [key, item] of Object.entries(record)) {
    const result = parseOne(schema, item, key, onDrop);
    if (result.ok) kept[key] = result.value;
  }
  return kept;
}
