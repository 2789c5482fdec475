import { CODE_REFUSALS } from '@schemas/wire/bonuses';

export type CodeKind = 'promo' | 'coupon';
export type CodeRefusal = (typeof CODE_REFUSALS)[number] | 'invalid' | 'other';

/** The request body's field per kind (a 422 keyed by it is a malformed code, not a refusal). */
export const CODE_FIELD: Record<CodeKind, string> = { promo: 'code', coupon: 'coupon_code' };

/** What the platform's schema accepts (schemas/wire/bonuses.ts): checked before sending, so a typo costs no call. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const normalizeCode = (input: string) => input.trim();
export const isWellFormedCode = (code: string) => CODE_PATTERN.test(code);

/**
 * The reason of a refused code from a 422's `{errors}`: `errors.code: [reason]` with a reason of `CODE_REFUSALS`;
 * anything else under the request field's name is a malformed code; an unknown reason reads as `other`.
 */
export function refusalOf(errors: Record<string, readonly string[]> | null, kind: CodeKind): CodeRefusal {
  const reason = errors?.code?.[0] ?? errors?.[CODE_FIELD[kind]]?.[0];
  if (reason && (CODE_REFUSALS as readonly string[]).includes(reason)) return reason as CodeRefusal;
  if (errors && CODE_FIELD[kind] in errors && CODE_FIELD[kind] !== 'code') return 'invalid';
  return 'other';
}
