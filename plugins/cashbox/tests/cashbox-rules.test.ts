import { describe, expect, it } from 'vitest';
import { validateFields } from '@schemas/validation';
import { formatMoney } from '@core/index';
import { cashboxManifest } from '../manifest';
import { amountPresets, amountRules, initialDepositAmount, inputUnit, isFirstDeposit, parseInput, toInput } from '../rules/amount';
import { brandInitials, brandLabel, brandLogoUrl } from '../rules/brand-logo';
import { CANCELED_DEPOSIT_WINDOW_MS, canceledDepositToShow } from '../rules/canceled-deposit';
import { isCashboxPath, screenOf, tabOf } from '../rules/cashbox-paths';
import { depositQuery } from '../rules/deposit-query';
import { fiatEquivalent } from '../rules/fiat-equivalent';
import { brandHidden, cryptoWithdrawalAllowed, groupByType, visibleMethods } from '../rules/method-filters';
import { methodLimits } from '../rules/method-limits';
import { methodsTableRows } from '../rules/methods-table';
import { closeTarget, settledFrom, type AddressRoles } from '../rules/opened-from';
import { detailRules, detailsOf, formatCardNumber, formatExpiry, lithuanianIban } from '../rules/payment-fields';
import { lastSucceededDeposit, mergePayment, recallable } from '../rules/payment-states';
import { processorUrl } from '../rules/processor-url';
import { pendingDepositCode, promoQuery } from '../rules/promo-code';
import { placeServerErrors } from '../rules/server-errors';
import { method, payment } from './fixtures';

const en = (cents: number, currency = 'EUR') => formatMoney(cents, currency, 'en').text;

describe('hidden brands (spec part 2 §5)', () => {
  const viewer = { groups: [] as number[], locale: 'en', country: 'CA' };
  const methods = [method(), method({ id: 'sofort', brand: 'sofort', name: 'Sofort', type: 'bank_transfer' }), method({ id: 'neosurf', brand: 'neosurf', name: 'Neosurf', type: 'voucher' })];

  it('hides Sofort from group 631 only', () => {
    expect(visibleMethods(methods, viewer).map((m) => m.id)).toEqual(['visa', 'sofort', 'neosurf']);
    expect(visibleMethods(methods, { ...viewer, groups: [12, 631] }).map((m) => m.id)).toEqual(['visa', 'neosurf']);
    expect(brandHidden('SOFORT', { ...viewer, groups: [631] })).toBe(true);
  });

  it('hides neosurf for the en-AU locale and for Australian visitors', () => {
    expect(visibleMethods(methods, { ...viewer, locale: 'en-AU' }).map((m) => m.id)).toEqual(['visa', 'sofort']);
    expect(visibleMethods(methods, { ...viewer, country: 'AU' }).map((m) => m.id)).toEqual(['visa', 'sofort']);
    expect(visibleMethods(methods, { ...viewer, locale: 'en-NZ', country: 'NZ' }).map((m) => m.id)).toEqual(['visa', 'sofort', 'neosurf']);
  });

  it('groups methods by type in a fixed order, leaving empty groups out', () => {
    const grouped = groupByType([method({ id: 'btc', type: 'crypto' }), method({ id: 'skrill', type: 'ewallet' }), method()]);
    expect(grouped.map((g) => [g.type, g.methods.map((m) => m.id)])).toEqual([
      ['card', ['visa']],
      ['ewallet', ['skrill']],
      ['crypto', ['btc']],
    ]);
  });

  it('allows crypto withdrawals only in the §9 set', () => {
    for (const code of ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT']) expect(cryptoWithdrawalAllowed(code, true)).toBe(true);
    for (const code of ['USDC', 'BNB', 'ADA', 'TRX']) expect(cryptoWithdrawalAllowed(code, true)).toBe(false);
    expect(cryptoWithdrawalAllowed('EUR', false)).toBe(true);
  });
});

describe('amounts', () => {
  it('types crypto in its display unit (µBTC, mETH) and fiat in major units', () => {
    expect(inputUnit('EUR')).toEqual({ minorPerUnit: 100, fractionDigits: 2, label: 'EUR' });
    expect(inputUnit('JPY')).toEqual({ minorPerUnit: 1, fractionDigits: 0, label: 'JPY' });
    expect(inputUnit('BTC')).toEqual({ minorPerUnit: 100, fractionDigits: 2, label: 'µBTC' });
    expect(inputUnit('ETH')).toEqual({ minorPerUnit: 100_000, fractionDigits: 5, label: 'mETH' });
    expect(inputUnit('USDT')).toEqual({ minorPerUnit: 100_000_000, fractionDigits: 8, label: 'USDT' });
    expect(parseInput('12,5', 'EUR')).toBe(1_250);
    expect(parseInput('1 000', 'EUR')).toBe(100_000);
    expect(parseInput('12.505', 'EUR')).toBeNull();
    expect(parseInput('abc', 'EUR')).toBeNull();
    expect(parseInput('100', 'BTC')).toBe(10_000); // 100 µBTC = 0.0001 BTC
    expect(parseInput('0.01', 'BTC')).toBe(1); // 1e-8 BTC
    expect(toInput(1_250, 'EUR')).toBe('12.5');
    expect(toInput(5_000, 'EUR')).toBe('50');
    expect(toInput(99_990_000, 'BTC')).toBe('999900');
    expect(toInput(1, 'BTC')).toBe('0.01');
  });

  it('checks min, max, step and balance with the shared rules, naming money in the messages', () => {
    const rules = { amount: amountRules({ currency: 'EUR', min: 1_000, max: 500_000, step: 1_000, format: (c) => en(c) }) };
    const check = (amount: string) => validateFields({ amount }, rules).amount ?? null;
    expect(check('')).toEqual({ key: 'required' });
    expect(check('ten')).toEqual({ key: 'invalidValue' });
    expect(check('0')).toEqual({ key: 'invalidValue' });
    expect(check('5')).toEqual({ key: 'minValue', values: { min: '€10.00' } });
    expect(check('6000')).toEqual({ key: 'maxValue', values: { max: '€5,000.00' } });
    expect(check('15')).toEqual({ key: 'multipleOf', values: { count: '€10.00' } });
    expect(check('20')).toBeNull();
    const withdraw = { amount: amountRules({ currency: 'EUR', min: 2_000, max: 500_000, step: null, available: 3_000, format: (c) => en(c) }) };
    expect(validateFields({ amount: '40' }, withdraw).amount).toEqual({ key: 'notEnoughMoney' });
    expect(validateFields({ amount: '30' }, withdraw).amount).toBeUndefined();
  });

  it('shows crypto limits only where the method defines them (spec part 2 §5)', () => {
    const btc = method({ id: 'crypto_btc', type: 'crypto', currency: 'BTC', min_amount_cents: 10_000, max_amount_cents: Number.MAX_SAFE_INTEGER, fields: [] });
    expect(methodLimits(btc, 'deposit')).toEqual({ min: null, max: null, step: null });
    const limited = { ...btc, crypto_limits: { min_deposit_cents: 10_000, min_cashout_cents: 10_000, max_cashout_cents: 40_000_000 } };
    expect(methodLimits(limited, 'deposit')).toEqual({ min: 10_000, max: null, step: null });
    expect(methodLimits(limited, 'cashout')).toEqual({ min: 10_000, max: 40_000_000, step: null });
    expect(methodLimits(method({ amount_step_cents: 1_000 }), 'deposit')).toEqual({ min: 1_000, max: 500_000, step: 1_000 });
  });

  it('opens the first deposit at 50 (fiat), takes amountProp above 0, else leaves it empty', () => {
    expect(isFirstDeposit([])).toBe(true);
    expect(isFirstDeposit([payment({ state: 'declined' }), payment({ action: 'cashout' })])).toBe(true);
    expect(isFirstDeposit([payment()])).toBe(false);
    expect(initialDepositAmount(0, 'EUR', true)).toBe(5_000);
    expect(initialDepositAmount(0, 'JPY', true)).toBe(50);
    expect(initialDepositAmount(0, 'BTC', true)).toBeNull();
    expect(initialDepositAmount(0, 'EUR', false)).toBeNull();
    expect(initialDepositAmount(25, 'EUR', true)).toBe(2_500);
    expect(initialDepositAmount(0.001, 'BTC', false)).toBe(100_000);
    expect(depositQuery('?amountProp=25&autoApplyPromocode=true')).toEqual({ amountProp: 25, autoApplyPromocode: true });
    expect(depositQuery('?amountProp=-3')).toEqual({ amountProp: 0, autoApplyPromocode: false });
    expect(depositQuery('')).toEqual({ amountProp: 0, autoApplyPromocode: false });
  });

  it('offers the method presets inside its limits, or round amounts for fiat', () => {
    expect(amountPresets([500, 2_000, 5_000, 900_000], 1_000, 500_000, 'EUR')).toEqual([2_000, 5_000]);
    expect(amountPresets([], 1_000, 10_000, 'EUR')).toEqual([2_000, 5_000, 10_000]);
    expect(amountPresets([], 10_000, 1e15, 'BTC')).toEqual([]);
  });
});

describe('crypto display scaling (core formatMoney, spec part 1 §9)', () => {
  it('shows 0.9999 BTC as 999,900 µBTC, never rounded up to a whole unit', () => {
    expect(formatMoney(99_990_000, 'BTC', 'en').text).toBe('999,900.00 µBTC');
    expect(formatMoney(99_999_999, 'BTC', 'en').text).toBe('999,999.99 µBTC');
  });

  it('shows 1e-8 BTC (one minor unit) as 0.01 µBTC, not zero', () => {
    expect(formatMoney(1, 'BTC', 'en').text).toBe('0.01 µBTC');
    expect(formatMoney(1, 'ETH', 'en').text).toBe('0.00001 mETH');
    expect(formatMoney(1, 'USDT', 'en').text).toBe('0.00000001 USDT');
  });

  it('values crypto in fiat from the exchange rates, or not at all', () => {
    const rates = [{ currency: 'BTC', fiat: 'EUR', rate: 60_000, fee_percent: 0 }];
    expect(fiatEquivalent(10_000_000, 'BTC', 'EUR', rates)).toBe(600_000); // 0.1 BTC = €6,000.00
    expect(fiatEquivalent(1, 'BTC', 'EUR', rates)).toBe(0);
    expect(fiatEquivalent(10_000_000, 'BTC', 'USD', rates)).toBeNull();
  });
});

describe('payment fields (spec part 1 §5, shared rules)', () => {
  const card = method();
  const check = (values: Record<string, string>, saved = false) => validateFields(values, detailRules(card, saved));

  it('wires card number (Luhn), expiry (MM/YY, not past) and holder name to the shared rules', () => {
    expect(check({ card_number: '', card_expiry: '', card_holder: '' })).toEqual({
      card_number: { key: 'required' },
      card_expiry: { key: 'required' },
      card_holder: { key: 'required' },
    });
    expect(check({ card_number: '4242 4242 4242 4241', card_expiry: '13/30', card_holder: 'R2-D2!' })).toEqual({
      card_number: { key: 'cardNumberInvalid' },
      card_expiry: { key: 'expirationInvalid' },
      card_holder: { key: 'nameInvalid' },
    });
    expect(check({ card_number: '4242 4242 4242 4242', card_expiry: '01/20', card_holder: 'Ada Lovelace' })).toEqual({ card_expiry: { key: 'cardExpired' } });
    expect(check({ card_number: '4242424242424242', card_expiry: '12/39', card_holder: 'Ada Lovelace' })).toEqual({});
    expect(check({ card_number: '', card_expiry: '', card_holder: '' }, true)).toEqual({});
  });

  it('checks an IBAN, e-mail and voucher; optional fields may stay empty', () => {
    const bank = method({ id: 'bank_transfer', type: 'bank_transfer', fields: [{ name: 'iban', required: true }, { name: 'card_holder', required: false }] });
    expect(validateFields({ iban: 'LT12-1000', card_holder: '' }, detailRules(bank, false))).toEqual({ iban: { key: 'ibanInvalid' } });
    expect(validateFields({ iban: 'LT12 1000 0111 0100 1000', card_holder: '' }, detailRules(bank, false))).toEqual({});
    const wallet = method({ id: 'skrill', type: 'ewallet', fields: [{ name: 'account_email', required: true }] });
    expect(validateFields({ account_email: 'nope' }, detailRules(wallet, false))).toEqual({ account_email: { key: 'invalidEmail' } });
    expect(lithuanianIban(' lt12 1000')).toBe(true);
    expect(lithuanianIban('DE89 3704')).toBe(false);
  });

  it('skips a field this client does not know, and sends details without spaces', () => {
    const newer = method({ fields: [{ name: 'other', required: true }, { name: 'iban', required: true }] });
    expect(Object.keys(detailRules(newer, false))).toEqual(['iban']);
    expect(detailsOf(card, { card_number: '4242 4242 4242 4242', card_expiry: '12/30', card_holder: ' Ada ' })).toEqual({
      card_number: '4242424242424242',
      card_expiry: '12/30',
      card_holder: 'Ada',
    });
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230', '')).toBe('12/30');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('puts a 422 on the fields it names', () => {
    expect(placeServerErrors({ amount_cents: ['too small'], 'details.card_number': ['bad'], base: ['no'] }, ['amount', 'card_number'])).toEqual({
      fields: { amount: 'too small', card_number: 'bad' },
      other: 'no',
    });
  });
});

describe('the cancelled-deposit toast (spec part 2 §4, §9)', () => {
  const now = Date.parse('2026-01-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('tells the last cancelled or declined deposit of the past 5 minutes, once', () => {
    const canceled = payment({ id: 8, state: 'canceled', finished_at: ago(60_000) });
    expect(canceledDepositToShow([payment(), canceled], now, null)?.id).toBe(8);
    expect(canceledDepositToShow([canceled], now, '8')).toBeNull();
    const declined = payment({ id: 9, state: 'declined', finished_at: ago(10_000) });
    expect(canceledDepositToShow([canceled, declined], now, '8')?.id).toBe(9);
  });

  it('stays quiet at and after the 5-minute mark, for withdrawals and for unfinished deposits', () => {
    expect(canceledDepositToShow([payment({ state: 'canceled', finished_at: ago(CANCELED_DEPOSIT_WINDOW_MS - 1) })], now, null)).not.toBeNull();
    expect(canceledDepositToShow([payment({ state: 'canceled', finished_at: ago(CANCELED_DEPOSIT_WINDOW_MS) })], now, null)).toBeNull();
    expect(canceledDepositToShow([payment({ action: 'cashout', state: 'canceled', finished_at: ago(1_000) })], now, null)).toBeNull();
    expect(canceledDepositToShow([payment({ state: 'pending', finished_at: null })], now, null)).toBeNull();
    // Only the latest one counts: an older cancel is not shown after a newer one was.
    const older = payment({ id: 3, state: 'canceled', finished_at: ago(200_000) });
    const newer = payment({ id: 4, state: 'declined', finished_at: ago(100_000) });
    expect(canceledDepositToShow([older, newer], now, '4')).toBeNull();
  });
});

describe('payments', () => {
  it('merges a payment over its older copy, newest first', () => {
    const list = [payment({ id: 2, created_at: '2026-01-02T00:00:00Z' }), payment({ id: 1, created_at: '2026-01-01T00:00:00Z' })];
    const merged = mergePayment(list, payment({ id: 1, created_at: '2026-01-01T00:00:00Z', state: 'declined' }));
    expect(merged.map((p) => [p.id, p.state])).toEqual([
      [2, 'succeeded'],
      [1, 'declined'],
    ]);
    expect(mergePayment(list, payment({ id: 3, created_at: '2026-01-03T00:00:00Z' }))[0]?.id).toBe(3);
  });

  it('lists recallable pending withdrawals and finds the last successful deposit', () => {
    const pending = payment({ id: 5, action: 'cashout', state: 'pending', recallable: true });
    expect(recallable([pending, payment({ id: 6, action: 'cashout', state: 'succeeded', recallable: true }), payment({ id: 7, action: 'cashout', state: 'pending' })])).toEqual([pending]);
    const old = payment({ id: 1, created_at: '2026-01-01T00:00:00Z' });
    const recent = payment({ id: 2, created_at: '2026-01-05T00:00:00Z', payment_system: 'skrill' });
    expect(lastSucceededDeposit([old, recent, payment({ id: 3, state: 'declined', created_at: '2026-01-09T00:00:00Z' })])?.id).toBe(2);
  });

  it('merges deposit and withdrawal limits into one line per method for the CMS table', () => {
    const rows = methodsTableRows([method(), method({ id: 'sofort', brand: 'sofort', type: 'bank_transfer' })], [method({ action: 'cashout', min_amount_cents: 2_000 })]);
    expect(rows.map((r) => [r.key, r.deposit?.min, r.cashout?.min ?? null])).toEqual([
      ['visa:EUR', 1_000, 2_000],
      ['sofort:EUR', 1_000, null],
    ]);
    expect(methodsTableRows([method()], [], 'crypto')).toEqual([]);
  });
});

describe('addresses', () => {
  it('knows every cashbox route of the manifest and the screen each shows', () => {
    for (const route of Object.values(cashboxManifest.contributes.routes)) {
      const sample = route.path.replace(':id', '42');
      expect(isCashboxPath(sample), route.path).toBe(true);
    }
    expect(screenOf('/cashbox')).toEqual({ screen: 'dashboard' });
    expect(screenOf('/accounts/BTC/deposit')).toEqual({ screen: 'deposit', param: 'BTC' });
    expect(screenOf('/cashbox/result/42')).toEqual({ screen: 'result', param: '42' });
    expect(screenOf('/pokies')).toBeNull();
    expect(tabOf('deposit-fast')).toBe('deposit');
    expect(tabOf('result')).toBe('history');
  });

  const roles: AddressRoles = {
    appPath: (address) => (address.split('?')[0] ?? '/').replace(/^\/de(?=\/|$)/, '') || '/',
    authPaths: ['/sign-up', '/sign-in'],
  };

  it('closes back to the page behind; to main without one or after sign-up (spec part 2 §2)', () => {
    expect(closeTarget('/pokies?x=1', roles)).toBe('/pokies?x=1');
    expect(closeTarget('/de/live', roles)).toBe('/de/live');
    expect(closeTarget(null, roles)).toBeNull();
    expect(closeTarget('/sign-up?redirect=%2Fdeposit', roles)).toBeNull();
    expect(closeTarget('/de/sign-up', roles)).toBeNull();
    expect(closeTarget('/dashboard', roles)).toBeNull();
  });

  it('remembers the page a plain link opened the cashbox from', () => {
    expect(settledFrom(null, '/pokies', roles)).toBe('/pokies');
    expect(settledFrom('/live', '/pokies', roles)).toBe('/live');
    expect(settledFrom('/deposit', '/pokies', roles)).toBe('/pokies');
    expect(settledFrom(null, '/sign-up', roles)).toBeNull();
    expect(settledFrom('/sign-up?redirect=%2Fdeposit', '/pokies', roles)).toBeNull();
    expect(settledFrom(null, null, roles)).toBeNull();
  });
});

describe('links and codes', () => {
  it('follows only same-site paths and https processor pages', () => {
    expect(processorUrl('/dev/payments/9?token=abc')).toBe('/dev/payments/9?token=abc');
    expect(processorUrl('https://pay.example.com/checkout/1')).toBe('https://pay.example.com/checkout/1');
    expect(processorUrl('javascript:alert(1)')).toBeNull();
    expect(processorUrl('http://pay.example.com/')).toBeNull();
    expect(processorUrl('//evil.example.com/')).toBeNull();
    expect(processorUrl('https://user:pw@evil.example.com/')).toBeNull();
    expect(processorUrl(null)).toBeNull();
  });

  it('reads the deposit promo code from the query and removes it (the gift code is left to the bonuses plugin)', () => {
    expect(promoQuery('?depositPromocode=WELCOME&x=1')).toEqual({ deposit: 'WELCOME', rest: '?x=1' });
    expect(promoQuery('?depositPromocode=<script>&giftPromocode=SPIN50')).toEqual({ deposit: null, rest: '?giftPromocode=SPIN50' });
    expect(promoQuery('?giftPromocode=SPIN50')).toBeNull();
    expect(promoQuery('?x=1')).toBeNull();
    const storage = new Map<string, string>([['depositPromocode', 'WELCOME']]);
    const view = { getItem: (key: string) => storage.get(key) ?? null };
    expect(pendingDepositCode(view)).toBe('WELCOME');
    storage.set('depositPromocodeShowed', 'true');
    expect(pendingDepositCode(view)).toBeNull();
  });

  it('names logo files and text badges of brands', () => {
    expect(brandLogoUrl('/previews/payments/{brand}.svg', 'bank_transfer')).toBe('/previews/payments/bank-transfer.svg');
    expect(brandLogoUrl('/previews/payments/{brand}.svg', 'btc')).toBe('/previews/payments/bitcoin.svg');
    expect(brandInitials('bank_transfer')).toBe('BT');
    expect(brandInitials('Sofort')).toBe('SOF');
    expect(brandLabel('bank_transfer')).toBe('Bank transfer');
    expect(brandLabel('btc')).toBe('BTC');
  });
});
