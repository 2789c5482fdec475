import type { ValidationErrors } from '@schemas/wire/common';

/** A failed call, already logged under `code`. `fieldErrors` holds a 422's `{errors}`. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number | null,
    readonly fieldErrors: ValidationErrors | null = null,
    readonly data: unknown = null,
  ) {
    super(code);
    this.name = 'ApiError';
  }

  /** The first message of a field, or of any field. */
  firstMessage(field?: string): string | null {
    if (!this.fieldErrors) return null;
    const list = field ? this.fieldErrors[field] : Object.values(this.fieldErrors)[0];
    return list?.[0] ?? null;
  }
}

/** `LOAD_PLAYER` → `LOAD_PLAYER_ERROR`; already-suffixed codes stay as they are. */
export function errorCode(code: string): string {
  return code.endsWith('_ERROR') ? code : `${code}_ERROR`;
}
