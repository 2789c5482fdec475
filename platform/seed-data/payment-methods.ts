/**
 * Payment brands shown in the footer carousel (logos at `/previews/payments/{name}.svg`). The cashbox
 * itself is the money team's; this list is presentation only.
 */
export interface PaymentMethodSeed {
  name: string;
  label: string;
  hiddenForLocales?: string[];
  hiddenForCountries?: string[];
}

export const PAYMENT_METHODS: PaymentMethodSeed[] = [
  { name: 'visa', label: 'VISA' },
  { name: 'mastercard', label: 'Mastercard' },
  { name: 'interac', label: 'Interac' },
  { name: 'paysafecard', label: 'paysafecard' },
  // Spec part 1 §5: the neosurf logo is hidden for en-AU and Australian geo restriction.
  { name: 'neosurf', label: 'Neosurf', hiddenForLocales: ['en-AU'], hiddenForCountries: ['AU'] },
  { name: 'skrill', label: 'Skrill' },
  { name: 'neteller', label: 'NETELLER' },
  { name: 'mifinity', label: 'MiFinity' },
  { name: 'apple-pay', label: 'Apple Pay' },
  { name: 'google-pay', label: 'Google Pay' },
  { name: 'bank-transfer', label: 'Bank transfer' },
  { name: 'bitcoin', label: 'Bitcoin' },
  { name: 'ethereum', label: 'Ethereum' },
  { name: 'litecoin', label: 'Litecoin' },
  { name: 'tether', label: 'Tether' },
  { name: 'dogecoin', label: 'Dogecoin' },
];

/**
 * Brands the cashbox shows that the footer carousel does not list (its list is the operator's choice): their
 * logos are served too, so a cashier tile never asks for a missing image.
 */
export const CASHBOX_ONLY_LOGOS: PaymentMethodSeed[] = [
  { name: 'sofort', label: 'Sofort' },
  { name: 'bitcoin-cash', label: 'Bitcoin Cash' },
  { name: 'usd-coin', label: 'USD Coin' },
  { name: 'bnb', label: 'BNB' },
  { name: 'cardano', label: 'Cardano' },
  { name: 'tron', label: 'TRON' },
];
