import { ibanGroup, paymentFieldRules, validateFields, type FieldErrors } from '../../../schemas/validation';
import type { PaymentField, PaymentMethod } from '../../../schemas/wire/money';

type Details = Partial<Record<PaymentField, string>>;

/**
 * Checks a payment's `details` against its method's `fields` with the shared rules (schemas/validation:
 * Luhn and blocked BIN, expiry not past, IBAN characters, e-mail, holder name). Fields the method does not
 * ask for are ignored, never stored.
 */
export function checkDetails(method: PaymentMethod, details: Details, now: () => Date = () => new Date()): FieldErrors {
  const rules = Object.fromEntries(method.fields.map((field) => [field.name, paymentFieldRules(field.name, field.required, now)]));
  return validateFields(details, rules);
}

/** Spec §5: an IBAN starting LT puts the player into group 1101. */
export const groupsForDetails = (details: Details): number[] => {
  const group = details.iban ? ibanGroup(details.iban) : null;
  return group === null ? [] : [group];
};

const digitsOf = (value: string) => value.replace(/\D/g, '');

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * What is kept of the details: a masked title (`Visa •••• 4242`, `Skrill · j***@mail.com`,
 * `Bank transfer · LT•• •••• 0100`). Never the full number, the expiry, the code or the IBAN. Null when the
 * method asks for nothing (crypto, Sofort).
 */
export function maskedTitle(method: Pick<PaymentMethod, 'name' | 'type'>, details: Details): string | null {
  if (details.card_number) return `${method.name} •••• ${digitsOf(details.card_number).slice(-4)}`;
  if (details.account_email) return `${method.name} · ${maskEmail(details.account_email)}`;
  if (details.iban) {
    const iban = details.iban.replace(/\s/g, '').toUpperCase();
    return `${method.name} · ${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;
  }
  if (details.wallet_address) return `${method.name} · ${details.wallet_address.trim().slice(0, 6)}…${details.wallet_address.trim().slice(-4)}`;
  if (details.voucher_code) return `${method.name} •••• ${details.voucher_code.replace(/\s/g, '').slice(-4)}`;
  return null;
}
