import { maxLength, minLength, required } from './generic-rules';
import { email, nameCharacters } from './identity-rules';
import { blockedBin, cardExpiry, cardNumber, iban, walletAddress } from './payment-rules';
import type { FieldRule } from './types';

/**
 * The rules of each payment detail a method asks for (`fields` of GET /api/player/payment_methods, names from
 * `PAYMENT_FIELDS` in schemas/wire/money.ts), one list for the cashbox form and the platform's handler. A
 * required field gets `required` first. Unknown names get no rules (a newer platform's field is only required).
 */
const PAYMENT_FIELD_RULES: Readonly<Record<string, (now: () => Date) => FieldRule[]>> = {
  card_number: () => [cardNumber(), blockedBin()],
  card_expiry: (now) => [cardExpiry(now)],
  card_holder: () => [nameCharacters(), minLength(2), maxLength(100)],
  // The shortest IBAN (Norway) has 15 characters, the longest 34, plus a space every four.
  iban: () => [iban(), minLength(15), maxLength(42)],
  account_email: () => [email()],
  voucher_code: () => [minLength(6), maxLength(32)],
  wallet_address: () => [walletAddress()],
};

export function paymentFieldRules(field: string, isRequired: boolean, now: () => Date = () => new Date()): FieldRule[] {
  const rules = PAYMENT_FIELD_RULES[field]?.(now) ?? [];
  return isRequired ? [required(), ...rules] : rules;
}
