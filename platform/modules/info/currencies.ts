import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../../../config/currencies';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import type { CurrencyInfo } from '../../../schemas/wire/info';

const SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€', GBP: '£', USD: '$', CAD: 'C$', AUD: 'A$', NOK: 'kr', PLN: 'zł', NZD: 'NZ$', JPY: '¥', BRL: 'R$',
  INR: '₹', KZT: '₸', BTC: '₿', BCH: 'BCH', ETH: 'Ξ', LTC: 'Ł', DOG: 'Ð', USDT: '₮', USDC: 'USDC', BNB: 'BNB',
  ADA: '₳', TRX: 'TRX',
};

// JPY has no minor unit. Every crypto currency uses 10^8 (satoshi-sized units): one scale the money
// code can rely on, and 2^53 / 10^8 still leaves room for 90 million whole coins.
const CRYPTO_SUBUNITS = 100_000_000;
const subunitsOf = (code: string) => (code === 'JPY' ? 1 : 100);

export const CURRENCIES: readonly CurrencyInfo[] = [
  ...FIAT_CURRENCIES.map((code) => ({ code, symbol: SYMBOLS[code] ?? code, subunits_to_unit: subunitsOf(code), fiat: true, default: code === DEFAULT_CURRENCY })),
  ...CRYPTO_CURRENCIES.map((code) => ({ code, symbol: SYMBOLS[code] ?? code, subunits_to_unit: CRYPTO_SUBUNITS, fiat: false, default: false })),
];

export const CURRENCY_CODES: readonly string[] = CURRENCIES.map((c) => c.code);
