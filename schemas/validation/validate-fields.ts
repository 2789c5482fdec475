import type { FieldRule, ValidationError } from './types';

export type RulesByField = Readonly<Record<string, readonly FieldRule[]>>;
export type FieldErrors = Record<string, ValidationError>;

/**
 * Runs each field's rules in order and keeps the first failure per field (forms show one message per
 * field). Returns an empty object when everything passes.
 */
export function validateFields(values: Readonly<Record<string, unknown>>, rulesByField: RulesByField): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rules] of Object.entries(rulesByField)) {
    for (const rule of rules) {
      const error = rule(values[field], values);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
