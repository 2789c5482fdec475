import { ibanGroup, paymentFieldRules, type RulesByField } from '@schemas/validation';
import type { PaymentMethod } from '@schemas/wire/money';

/** The named fields a method asks for; an `other` (newer than this client) cannot be rendered and is left out. */
export type KnownField = Exclude<PaymentMethod['fields'][number]['name'], 'other'>;

export function knownFields(method: PaymentMethod): { name: KnownField; required: boolean }[] {
  return method.fields.filter((field): field is { name: KnownField; required: boolean } => field.name !== 'other');
}

/**
 * Rules of the method's detail fields (spec part 1 §5, part 2 §5): the shared list of `schemas/validation`, the
 * very rules the platform runs on the request; none when a saved profile pays instead.
 */
export function detailRules(method: PaymentMethod, savedProfile: boolean): RulesByField {
  if (savedProfile) return {};
  return Object.fromEntries(knownFields(method).map((field) => [field.name, paymentFieldRules(field.name, field.required)]));
}

/** The `details` of a request: the method's fields as typed, card numbers and IBANs without spaces. */
export function detailsOf(method: PaymentMethod, values: Readonly<Record<string, unknown>>): Partial<Record<KnownField, string>> {
  const details: Partial<Record<KnownField, string>> = {};
  for (const field of knownFields(method)) {
    const raw = typeof values[field.name] === 'string' ? (values[field.name] as string).trim() : '';
    if (!raw) continue;
    details[field.name] = field.name === 'card_number' || field.name === 'iban' ? raw.replace(/[\s-]/g, '').toUpperCase() : raw;
  }
  return details;
}

/** Spec §5: an IBAN starting LT puts the player into group 1101 and shows the LT message. */
export const lithuanianIban = (value: unknown): boolean => typeof value === 'string' && ibanGroup(value) !== null;

/** Card number grouped by four as the player types (`4242424242424242` → `4242 4242 4242 4242`). */
export function formatCardNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as `MM/YY` while typing (`1228` → `12/28`); deleting the slash is left alone. */
export function formatExpiry(input: string, previous: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (input.length < previous.length) return input;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits.length === 2 ? `${digits}/` : digits;
}
