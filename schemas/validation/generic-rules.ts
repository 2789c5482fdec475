import { asText, fail, isEmpty, type FieldRule } from './types';

/** Spec part 1 §5 "generic rules": required, integer, min, max, minValue, maxValue, must be checked, multiple of, balance. */

export const required = (): FieldRule => (value) =>
  isEmpty(value) || value === false || (Array.isArray(value) && value.length === 0) ? fail('required') : null;

/** A checkbox (terms acceptance) must be ticked: `true`, not merely present. */
export const mustBeChecked = (): FieldRule => (value) => (value === true || value === 'true' || value === 1 ? null : fail('mustBeChecked'));

export const minLength = (min: number): FieldRule => (value) =>
  isEmpty(value) || asText(value).length >= min ? null : fail('minLength', { min });

export const maxLength = (max: number): FieldRule => (value) =>
  isEmpty(value) || asText(value).length <= max ? null : fail('maxLength', { max });

const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(asText(value).trim()));

export const minValue = (min: number): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const n = toNumber(value);
  return Number.isFinite(n) && n >= min ? null : fail('minValue', { min });
};

export const maxValue = (max: number): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const n = toNumber(value);
  return Number.isFinite(n) && n <= max ? null : fail('maxValue', { max });
};

export const integer = (): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? null : fail('integer');
  return /^-?\d+$/.test(asText(value).trim()) ? null : fail('integer');
};

/** Amount divisible by a step (part 2 §5). Integers only: amounts are minor units, so no float remainders. */
export const multipleOf = (step: number): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const n = toNumber(value);
  return Number.isInteger(n) && step > 0 && n % step === 0 ? null : fail('multipleOf', { count: step });
};

/** Balance check (part 2 §5): the amount may not exceed what is available. */
export const balance = (available: number): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const n = toNumber(value);
  return Number.isFinite(n) && n <= available ? null : fail('notEnoughMoney');
};

/** The value must be one of a fixed list (country, currency, gender). */
export const oneOf = (allowed: readonly string[]): FieldRule => (value) =>
  isEmpty(value) || allowed.includes(asText(value)) ? null : fail('invalidValue');
