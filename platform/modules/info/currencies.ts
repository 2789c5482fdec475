import { CRYPTO_CURRENCIES, FIAT_CURRENCIES, subunitsOf } from '../../../config/currencies';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import type { CurrencyInfo } from '../../../schemas/wire/info';

const SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€', GBP: '£', USD: '$', CAD: 'C$', AUD: 'A$', NOK: 'kr', PLN: 'zł', NZD: 'NZ$', JPY: '¥', BRL: 'R$',
  INR: '₹', KZT: '₸', BTC: '₿', BCH: 'BCH', ETH: 'Ξ', LTC: 'Ł', DOG: 'Ð', USDT: '₮', USDC: 'USDC', BNB: 'BNB',
  ADA: '₳', TRX: 'TRX',
};

// The scales come from config/currencies.ts, the same function the client formats amounts with.
export const CURRENCIES: readonly CurrencyInfo[] = [
  ...FIAT_CURRENCIES.map((code) => ({ code, symbol: SYMBOLS[code] ?? code, subunits_to_unit: subunitsOf(code), fiat: true, default: code === DEFAULT_CURRENCY })),
  ...CRYPTO_CURRENCIES.map((code) => ({ code, symbol: SYMBOLS[code] ?? code, subunits_to_unit: subunitsOf(code), fiat: false, default: false })),
];

export const CURRENCY_CODES: readonly string[] = CURRENCIES.map((c) => c.code);
