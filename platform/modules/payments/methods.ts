import { CRYPTO_SUBUNITS, FIAT_CURRENCIES, isCryptoCurrency } from '../../../config/currencies';
import type { PaymentAction, PaymentField, PaymentMethod } from '../../../schemas/wire/money';
import { friendlyMinorUnits } from '../info/public';
import { CRYPTO_CASHOUT_CURRENCIES, cryptoLimits } from './crypto-limits';
import { cryptoNetwork } from './crypto-networks';

/** A method of the reference platform's simulated provider, before it is specialised to one currency. */
interface MethodDef {
  id: string;
  brand: string;
  name: string;
  type: PaymentMethod['type'];
  actions: readonly PaymentAction[];
  /** Limits in euros, made friendly per currency (info's friendlyMinorUnits); crypto limits come from crypto-limits.ts. */
  deposit?: { min: number; max: number };
  cashout?: { min: number; max: number };
  recallable: boolean;
  /** What the player types; `false`: optional. */
  fields: Readonly<Partial<Record<PaymentField, boolean>>>;
  /** Spec §5 multiple-of, in euros made friendly: vouchers come in tens. */
  step?: number;
  /** A succeeded deposit leaves a saved profile (cards, e-wallets). */
  savesProfile: boolean;
}

const CARD_FIELDS = { card_number: true, card_expiry: true, card_holder: true } as const;
const EWALLET_FIELDS = { account_email: true } as const;
const VOUCHER_FIELDS = { voucher_code: true } as const;

const FIAT_METHODS: readonly MethodDef[] = [
  { id: 'visa', brand: 'visa', name: 'Visa', type: 'card', actions: ['deposit', 'cashout'], deposit: { min: 10, max: 5000 }, cashout: { min: 20, max: 5000 }, recallable: true, fields: CARD_FIELDS, savesProfile: true },
  { id: 'mastercard', brand: 'mastercard', name: 'Mastercard', type: 'card', actions: ['deposit', 'cashout'], deposit: { min: 10, max: 5000 }, cashout: { min: 20, max: 5000 }, recallable: true, fields: CARD_FIELDS, savesProfile: true },
  { id: 'skrill', brand: 'skrill', name: 'Skrill', type: 'ewallet', actions: ['deposit', 'cashout'], deposit: { min: 10, max: 10000 }, cashout: { min: 10, max: 10000 }, recallable: true, fields: EWALLET_FIELDS, savesProfile: true },
  { id: 'neteller', brand: 'neteller', name: 'Neteller', type: 'ewallet', actions: ['deposit', 'cashout'], deposit: { min: 10, max: 10000 }, cashout: { min: 10, max: 10000 }, recallable: true, fields: EWALLET_FIELDS, savesProfile: true },
  { id: 'paysafecard', brand: 'paysafecard', name: 'Paysafecard', type: 'voucher', actions: ['deposit'], deposit: { min: 10, max: 1000 }, recallable: false, fields: VOUCHER_FIELDS, step: 10, savesProfile: false },
  { id: 'neosurf', brand: 'neosurf', name: 'Neosurf', type: 'voucher', actions: ['deposit'], deposit: { min: 10, max: 1000 }, recallable: false, fields: VOUCHER_FIELDS, step: 10, savesProfile: false },
  // Sofort sends the player to their bank: nothing to type here.
  { id: 'sofort', brand: 'sofort', name: 'Sofort', type: 'bank_transfer', actions: ['deposit'], deposit: { min: 20, max: 5000 }, recallable: false, fields: {}, savesProfile: false },
  { id: 'bank_transfer', brand: 'bank_transfer', name: 'Bank transfer', type: 'bank_transfer', actions: ['cashout'], cashout: { min: 50, max: 20000 }, recallable: false, fields: { iban: true, card_holder: false }, savesProfile: false },
];

/** Quick amounts of the form, in euros made friendly: the same four in every currency. */
const PRESETS_EUR = [20, 50, 100, 200];

const CRYPTO_MAX_DEPOSIT_CENTS = Number.MAX_SAFE_INTEGER;

const fieldsOf = (def: Pick<MethodDef, 'fields'>) => Object.entries(def.fields).map(([name, required]) => ({ name: name as PaymentField, required: required === true }));

/** Presets inside the limits and on the step, without duplicates (a friendly crypto amount may round twice to the same). */
function presets(currency: string, min: number, max: number, step: number | null): number[] {
  const amounts = PRESETS_EUR.map((eur) => friendlyMinorUnits(eur, currency))
    .filter((cents): cents is number => cents !== null)
    .map((cents) => Math.min(Math.max(cents, min), max))
    .filter((cents) => step === null || cents % step === 0);
  return [...new Set(amounts)];
}

function fiatMethod(def: MethodDef, action: PaymentAction, currency: string): PaymentMethod | null {
  const limits = (action === 'deposit' ? def.deposit : def.cashout)!;
  const min = friendlyMinorUnits(limits.min, currency);
  const max = friendlyMinorUnits(limits.max, currency);
  if (min === null || max === null) return null;
  const step = def.step === undefined ? null : friendlyMinorUnits(def.step, currency);
  return {
    id: def.id,
    brand: def.brand,
    name: def.name,
    provider: 'devpay',
    type: def.type,
    currency,
    action,
    min_amount_cents: min,
    max_amount_cents: max,
    fee: 'free',
    processing_time: 'instant',
    recallable: action === 'cashout' && def.recallable,
    crypto_limits: null,
    saved_profiles: [],
    terms_of_service: { restrictions: { amount_currency_code: currency } },
    fields: fieldsOf(def),
    amount_presets_cents: presets(currency, min, max, step),
    amount_step_cents: step,
    network: null,
  };
}

function cryptoMethod(action: PaymentAction, currency: string): PaymentMethod | null {
  if (action === 'cashout' && !CRYPTO_CASHOUT_CURRENCIES.includes(currency)) return null;
  const limits = cryptoLimits(currency);
  const min = (action === 'deposit' ? limits.min_deposit_cents : limits.min_cashout_cents) ?? CRYPTO_SUBUNITS / 10_000;
  const max = (action === 'deposit' ? null : limits.max_cashout_cents) ?? CRYPTO_MAX_DEPOSIT_CENTS;
  const hasLimits = limits.min_deposit_cents !== null || limits.max_cashout_cents !== null;
  return {
    id: `crypto_${currency.toLowerCase()}`,
    brand: currency.toLowerCase(),
    name: currency,
    provider: 'devpay',
    type: 'crypto',
    currency,
    action,
    min_amount_cents: min,
    max_amount_cents: max,
    fee: 'free',
    processing_time: 'instant',
    recallable: false,
    crypto_limits: hasLimits ? limits : null,
    saved_profiles: [],
    terms_of_service: { restrictions: { amount_currency_code: currency } },
    // Deposits: the provider gives the address to pay to. Withdrawals: the player says where the coins go.
    fields: action === 'cashout' ? [{ name: 'wallet_address', required: true }] : [],
    amount_presets_cents: presets(currency, min, max, null),
    amount_step_cents: null,
    network: cryptoNetwork(currency),
  };
}

/** The methods offered for one action in one currency, without a player's saved profiles. */
export function paymentMethodsFor(action: PaymentAction, currency: string): PaymentMethod[] {
  if ((FIAT_CURRENCIES as readonly string[]).includes(currency)) {
    return FIAT_METHODS.filter((m) => m.actions.includes(action))
      .map((m) => fiatMethod(m, action, currency))
      .filter((m): m is PaymentMethod => m !== null);
  }
  if (isCryptoCurrency(currency)) {
    const method = cryptoMethod(action, currency);
    return method ? [method] : [];
  }
  return [];
}

export function findPaymentMethod(action: PaymentAction, currency: string, id: string): PaymentMethod | undefined {
  return paymentMethodsFor(action, currency).find((m) => m.id === id);
}

/** Whether a succeeded deposit through this method leaves a saved profile. */
export const methodSavesProfile = (id: string) => FIAT_METHODS.some((m) => m.id === id && m.savesProfile);
