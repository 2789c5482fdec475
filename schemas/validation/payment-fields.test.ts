import { describe, expect, it } from 'vitest';
import { paymentFieldRules } from './payment-fields';
import { validateFields } from './validate-fields';

const now = () => new Date(Date.UTC(2026, 0, 15));
const check = (field: string, value: string, required = true) => validateFields({ [field]: value }, { [field]: paymentFieldRules(field, required, now) })[field] ?? null;

describe('payment field rules (one list for the cashbox form and the platform)', () => {
  it('required first, then the field’s own rules', () => {
    expect(check('card_number', '')).toEqual({ key: 'required' });
    expect(check('card_holder', '', false)).toBeNull();
    expect(check('card_number', '4242 4242 4242 4242')).toBeNull();
    expect(check('card_number', '4242 4242 4242 4241')).toEqual({ key: 'cardNumberInvalid' });
    expect(check('card_expiry', '12/25')).toEqual({ key: 'cardExpired' });
    expect(check('card_expiry', '01/26')).toBeNull();
    expect(check('iban', 'LT12 1000 0111 0100 1000')).toBeNull();
    expect(check('iban', 'LT12')).toEqual({ key: 'minLength', values: { min: 15 } });
    expect(check('account_email', 'jane@mail')).toEqual({ key: 'invalidEmail' });
    expect(check('voucher_code', '12345')).toEqual({ key: 'minLength', values: { min: 6 } });
    expect(check('card_holder', 'Jane <Doe>')).toEqual({ key: 'nameInvalid' });
    expect(check('wallet_address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeNull();
    expect(check('wallet_address', '0x12 34')).toEqual({ key: 'walletAddressInvalid' });
  });

  it('a field it does not know is only required', () => {
    expect(paymentFieldRules('memo_tag', false)).toEqual([]);
    expect(check('memo_tag', '')).toEqual({ key: 'required' });
  });
});
