import { IBAN_LT_GROUP } from '../../config/limits';
import { asText, fail, isEmpty, type FieldRule } from './types';

/** Payment rules of spec part 1 §5 and part 2 §5: IBAN, card number, blocked BIN, card expiry. */

export const iban = (): FieldRule => (value) => (isEmpty(value) || /^[A-Za-z0-9 ]+$/.test(asText(value)) ? null : fail('ibanInvalid'));

/** An IBAN starting LT puts the player into group 1101 (and the form shows `ibanLithuanian`). */
export function ibanGroup(value: string): number | null {
  return /^\s*LT/i.test(value) ? IBAN_LT_GROUP : null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const cardDigits = (value: unknown) => asText(value).replace(/[\s-]/g, '');

/** 12 to 19 digits (spaces and hyphens ignored) passing the Luhn check. */
export const cardNumber = (): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const digits = cardDigits(value);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? null : fail('cardNumberInvalid');
};

/** §5: the blocked-BIN list is empty; the rule stays so an operator list can be passed in. */
export const BLOCKED_BINS: readonly string[] = [];

/** Checks only once six digits are typed (§5 "needs 6 digits"). */
export const blockedBin = (blocked: readonly string[] = BLOCKED_BINS): FieldRule => (value) => {
  const digits = cardDigits(value);
  if (digits.length < 6) return null;
  return blocked.includes(digits.slice(0, 6)) ? fail('bankNotPossible') : null;
};

/** Card expiry `MM/YY`: month 1-12, the card valid through the end of that month. */
export const cardExpiry = (now: () => Date = () => new Date()): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(asText(value).trim());
  if (!match) return fail('expirationInvalid');
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return fail('expirationInvalid');
  const today = now();
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return year * 12 + (month - 1) < current ? fail('cardExpired') : null;
};

/**
 * A crypto wallet address to withdraw to: the characters every chain's address format uses (base58, bech32,
 * hex with `0x`, an optional `scheme:` prefix), 20 to 100 long. The chain checks the rest; a typo that passes
 * here is refused by the provider before any money leaves.
 */
export const walletAddress = (): FieldRule => (value) =>
  isEmpty(value) || /^[A-Za-z0-9:]{20,100}$/.test(asText(value).trim()) ? null : fail('walletAddressInvalid');
