import { PAYMENT_METHOD_TYPES, type PaymentMethod } from '@schemas/wire/money';

/** Spec part 2 §5: "The Sofort brand is hidden from users in group 631". */
export const SOFORT_HIDDEN_GROUP = 631;
/** Spec part 2 §5, part 1 §5: neosurf is hidden for the Australian-English locale or Australian visitors. */
export const NEOSURF_HIDDEN_LOCALE = 'en-AU';
export const NEOSURF_HIDDEN_COUNTRY = 'AU';
/** Spec part 2 §9: the only crypto currencies a player can withdraw. */
export const CRYPTO_WITHDRAWAL_CURRENCIES: readonly string[] = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'];
/** Spec part 2 §5: "Payment method loading is retried up to 3 times when empty." */
export const METHODS_RETRY_CAP = 3;

export interface Viewer {
  groups: readonly number[];
  locale: string;
  /** The visitor's country (`runtime.country`, from `/api/current_ip`). */
  country: string;
}

/** Whether a brand is hidden from this player (the same rule the footer applies to its neosurf logo). */
export function brandHidden(brand: string, viewer: Viewer): boolean {
  const name = brand.toLowerCase();
  if (name === 'sofort') return viewer.groups.includes(SOFORT_HIDDEN_GROUP);
  if (name === 'neosurf') return viewer.locale === NEOSURF_HIDDEN_LOCALE || viewer.country === NEOSURF_HIDDEN_COUNTRY;
  return false;
}

export const visibleMethods = (methods: readonly PaymentMethod[], viewer: Viewer): PaymentMethod[] =>
  methods.filter((method) => !brandHidden(method.brand, viewer));

export type MethodType = PaymentMethod['type'];

/** Methods grouped by type, in the order cards, vouchers, e-wallets, bank transfer, crypto; empty groups left out. */
export function groupByType(methods: readonly PaymentMethod[]): { type: MethodType; methods: PaymentMethod[] }[] {
  return PAYMENT_METHOD_TYPES.map((type) => ({ type, methods: methods.filter((m) => m.type === type) })).filter((g) => g.methods.length > 0);
}

/** Spec part 2 §9: a crypto wallet outside the withdrawal set cannot be withdrawn from. */
export const cryptoWithdrawalAllowed = (currency: string, isCrypto: boolean): boolean => !isCrypto || CRYPTO_WITHDRAWAL_CURRENCIES.includes(currency);
