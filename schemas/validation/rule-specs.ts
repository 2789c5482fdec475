import * as z from 'zod/mini';
import { balance, integer, maxLength, maxValue, minLength, minValue, mustBeChecked, multipleOf, oneOf, required } from './generic-rules';
import { birthDate, confirmedBy, email, englishOnly, nameCharacters, nickname, password, personalId, phone } from './identity-rules';
import { blockedBin, cardExpiry, cardNumber, iban } from './payment-rules';
import { postalCode } from './postal-codes';
import type { FieldRule } from './types';

/**
 * Rules as data, so the platform can describe a form in fields-info (`GET /api/info/player_fields`) and the
 * client builds the very validators the platform runs. One spec, two sides.
 */
export const ruleSpecSchema = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('required') }),
  z.object({ rule: z.literal('mustBeChecked') }),
  z.object({ rule: z.literal('minLength'), min: z.int() }),
  z.object({ rule: z.literal('maxLength'), max: z.int() }),
  z.object({ rule: z.literal('minValue'), min: z.number() }),
  z.object({ rule: z.literal('maxValue'), max: z.number() }),
  z.object({ rule: z.literal('integer') }),
  z.object({ rule: z.literal('multipleOf'), step: z.int().check(z.positive()) }),
  z.object({ rule: z.literal('balance'), available: z.number() }),
  z.object({ rule: z.literal('oneOf'), values: z.array(z.string()) }),
  z.object({ rule: z.literal('email') }),
  z.object({ rule: z.literal('nickname') }),
  /** `min`: the site's minimum length (never below PASSWORD_MIN). */
  z.object({ rule: z.literal('password'), min: z.optional(z.nullable(z.int())) }),
  z.object({ rule: z.literal('confirmedBy'), field: z.string() }),
  z.object({ rule: z.literal('nameCharacters') }),
  z.object({ rule: z.literal('englishOnly') }),
  z.object({ rule: z.literal('personalId') }),
  z.object({ rule: z.literal('phone') }),
  /** `siteMinimum`: the site's own adult age for its licence (never lowers the licence's). */
  z.object({ rule: z.literal('birthDate'), licence: z.optional(z.nullable(z.string())), siteMinimum: z.optional(z.nullable(z.int())) }),
  z.object({ rule: z.literal('postalCode'), countryField: z.optional(z.string()) }),
  z.object({ rule: z.literal('iban') }),
  z.object({ rule: z.literal('cardNumber') }),
  z.object({ rule: z.literal('blockedBin') }),
  z.object({ rule: z.literal('cardExpiry') }),
]);
export type RuleSpec = z.infer<typeof ruleSpecSchema>;

export function ruleFromSpec(spec: RuleSpec): FieldRule {
  switch (spec.rule) {
    case 'required':
      return required();
    case 'mustBeChecked':
      return mustBeChecked();
    case 'minLength':
      return minLength(spec.min);
    case 'maxLength':
      return maxLength(spec.max);
    case 'minValue':
      return minValue(spec.min);
    case 'maxValue':
      return maxValue(spec.max);
    case 'integer':
      return integer();
    case 'multipleOf':
      return multipleOf(spec.step);
    case 'balance':
      return balance(spec.available);
    case 'oneOf':
      return oneOf(spec.values);
    case 'email':
      return email();
    case 'nickname':
      return nickname();
    case 'password':
      return password({ min: spec.min ?? null });
    case 'confirmedBy':
      return confirmedBy(spec.field);
    case 'nameCharacters':
      return nameCharacters();
    case 'englishOnly':
      return englishOnly();
    case 'personalId':
      return personalId();
    case 'phone':
      return phone();
    case 'birthDate':
      return birthDate({ licence: spec.licence ?? null, siteMinimum: spec.siteMinimum ?? null });
    case 'postalCode':
      return postalCode(spec.countryField);
    case 'iban':
      return iban();
    case 'cardNumber':
      return cardNumber();
    case 'blockedBin':
      return blockedBin();
    case 'cardExpiry':
      return cardExpiry();
  }
}

export const rulesFromSpecs = (specs: readonly RuleSpec[]): FieldRule[] => specs.map(ruleFromSpec);
