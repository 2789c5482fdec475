import { describe, expect, it } from 'vitest';
import { CRYPTO_CURRENCIES, CRYPTO_SUBUNITS, DEMO_CURRENCY, FIAT_CURRENCIES, isCryptoCurrency, subunitsOf } from './currencies';

// The one money scale of the client (core/money) and the platform (wallets, payment limits, /api/info/currencies).
describe('currency scales (spec part 1 §9)', () => {
  it('counts fiat in hundredths, JPY in whole yen', () => {
    for (const code of FIAT_CURRENCIES) expect(subunitsOf(code), code).toBe(code === 'JPY' ? 1 : 100);
  });

  it('counts every crypto currency in 10^-8 units', () => {
    for (const code of CRYPTO_CURRENCIES) {
      expect(isCryptoCurrency(code), code).toBe(true);
      expect(subunitsOf(code), code).toBe(CRYPTO_SUBUNITS);
    }
    expect(CRYPTO_SUBUNITS).toBe(100_000_000);
  });

  it('counts demo money and unknown codes in hundredths, and calls neither crypto', () => {
    expect(subunitsOf(DEMO_CURRENCY)).toBe(100);
    expect(subunitsOf('XYZ')).toBe(100);
    expect(isCryptoCurrency(DEMO_CURRENCY)).toBe(false);
    expect(isCryptoCurrency('EUR')).toBe(false);
  });
});
