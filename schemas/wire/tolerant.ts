import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * Tolerant-reader building blocks for response schemas (README.md in this folder). Platforms of the family
 * send numbers as strings, `null` for what is unset and enum values newer than this client; each rule is
 * written once here so every schema reads the wire the same way.
 */

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;
const INTEGER = /^\s*-?\d+\s*$/;

/** The one place numeric strings become numbers (`"96.21"` → 96.21). */
export const wireNumber = z.pipe(
  z.union([z.number().check(z.refine(Number.isFinite)), z.string().check(z.regex(DECIMAL))]),
  z.transform((value) => Number(value)),
);
/** A whole number sent as a number or a numeric string (`"12"` → 12). */
export const wireInt = z.pipe(
  z.union([z.int(), z.string().check(z.regex(INTEGER))]),
  z.transform((value) => Number(value)),
);
/** An id the family sends as a number on one platform and a string on another: the client keeps a string. */
export const wireId = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value) => String(value)),
);

/** Absent, `null` or (for a field the client can live without) malformed: the client holds `null`. */
export function orNull<T extends $ZodType>(schema: T) {
  return z.catch(
    z.pipe(z.nullish(schema), z.transform((value) => value ?? null)),
    null,
  );
}

/** A yes/no the platform may leave `null` or omit: unset means no. */
export const wireFlag = z.catch(
  z.pipe(z.nullish(z.boolean()), z.transform((value) => value ?? false)),
  false,
);

/** Text the client shows; `null` or absent reads as empty. */
export const wireText = z.catch(
  z.pipe(z.nullish(z.string()), z.transform((value) => value ?? '')),
  '',
);

/** A list of strings; a missing list is empty and entries that are not strings are skipped. */
export const wireStrings = z.catch(
  z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((list) => (list ?? []).filter((entry): entry is string => typeof entry === 'string')),
  ),
  [],
);

export const OTHER = 'other';
/**
 * An enum the platform may extend: a value this client does not know is kept as `'other'` instead of
 * failing the object, so a new volatility or state costs a label, not a list.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const known = new Set<string>(values);
  return z.pipe(
    z.string(),
    z.transform((value): T[number] | typeof OTHER => (known.has(value) ? (value as T[number]) : OTHER)),
  );
}
