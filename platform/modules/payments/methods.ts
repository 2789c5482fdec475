import { CRYPTO_SUBUNITS, FIAT_CURRENCIES, isCryptoCurrency, subunitsOf } from '../../../config/currencies';
import type { PaymentAction, PaymentMethod } from '../../../schemas/wire/money';
import { CRYPTO_CASHOUT_CURRENCIES, cryptoLimits } from './crypto-limits';

/** A method of the reference platform's simulated provider, before it is specialised to one currency. */
interface MethodDef {
  id: string;
  brand: string;
  name: string;
  type: PaymentMethod['type'];
  actions: readonly PaymentAction[];
  /** Fiat limits in major units; crypto limits come from crypto-limits.ts. */
  deposit?: { min: number; max: number };
  cashout?: { min: number; max: number };
  recallable: boolean;
}

const FIAT_METHODS: readonly MethodDef[] = [
  { id: 'visa', brand: 'visa', name: 'Visa', type: 'card', actions: ['deposit', 'cashout'], deposit: { min: 10, max: 5000 }, cashout: { min: 20, max: 5000 }, recallable: true },
  { id: 'mastercard', brand: 'mastercard', name: 'Mastercard', type: 'card', actions: ['deposit', 'cashout'], deposit: { min: 10, max: 5000 }, cashout: { min: 20, max: 5000 }, recallable: true },
  { id: 'skrill', brand: 'skrill', name: 'Skrill', type: 'ewallet', actions: ['deposit', 'cashout'], deposit: { min: 10, max: 10000 }, cashout: { min: 10, max: 10000 }, recallable: true },
  { id: 'neteller', brand: 'neteller', name: 'Neteller', type: 'ewallet', actions: ['deposit', 'cashout'], deposit: { min: 10, max: 10000 }, cashout: { min: 10, max: 10000 }, recallable: true },
  { id: 'paysafecard', brand: 'paysafecard', name: 'Paysafecard', type: 'voucher', actions: ['deposit'], deposit: { min: 10, max: 1000 }, recallable: false },
  { id: 'neosurf', brand: 'neosurf', name: 'Neosurf', type: 'voucher', actions: ['deposit'], deposit: { min: 10, max: 1000 }, recallable: false },
  { id: 'sofort', brand: 'sofort', name: 'Sofort', type: 'bank_transfer', actions: ['deposit'], deposit: { min: 20, max: 5000 }, recallable: false },
  { id: 'bank_transfer', brand: 'bank_transfer', name: 'Bank transfer', type: 'bank_transfer', actions: ['cashout'], cashout: { min: 50, max: 20000 }, recallable: false },
];

// One crypto method per coin; the address is given on the provider's page, so nothing here is per player.
const CRYPTO_MAX_DEPOSIT_CENTS = Number.MAX_SAFE_INTEGER;

function fiatMethod(def: MethodDef, action: PaymentAction, currency: string): PaymentMethod {
  const limits = (action === 'deposit' ? def.deposit : def.cashout)!;
  return {
    id: def.id,
    brand: def.brand,
    name: def.name,
    provider: 'devpay',
    type: def.type,
    currency,
    action,
    min_amount_cents: limits.min * subunitsOf(currency),
    max_amount_cents: limits.max * subunitsOf(currency),
    fee: 'free',
    processing_time: 'instant',
    recallable: action === 'cashout' && def.recallable,
    crypto_limits: null,
    saved_profiles: [],
    terms_of_service: { restrictions: { amount_currency_code: currency } },
  };
}

function cryptoMethod(action: PaymentAction, currency: string): PaymentMethod | null {
  if (action === 'cashout' && !CRYPTO_CASHOUT_CURRENCIES.includes(currency)) return null;
  const limits = cryptoLimits(currency);
  const min = action === 'deposit' ? limits.min_deposit_cents : limits.min_cashout_cents;
  const max = action === 'deposit' ? null : limits.max_cashout_cents;
  const hasLimits = limits.min_deposit_cents !== null || limits.max_cashout_cents !== null;
  return {
    id: `crypto_${currency.toLowerCase()}`,
    brand: currency.toLowerCase(),
    name: currency,
    provider: 'devpay',
    type: 'crypto',
    currency,
    action,
    min_amount_cents: min ?? CRYPTO_SUBUNITS / 10_000,
    max_amount_cents: max ?? CRYPTO_MAX_DEPOSIT_CENTS,
    fee: 'free',
    processing_time: 'instant',
    recallable: false,
    crypto_limits: hasLimits ? limits : null,
    saved_profiles: [],
    terms_of_service: { restrictions: { amount_currency_code: currency } },
  };
}

/** The methods offered for one action in one currency (GET /api/player/payment_methods). */
export function paymentMethodsFor(action: PaymentAction, currency: string): PaymentMethod[] {
  if ((FIAT_CURRENCIES as readonly string[]).includes(currency)) {
    return FIAT_METHODS.filter((m) => m.actions.includes(action)).map((m) => fiatMethod(m, action, currency));
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
