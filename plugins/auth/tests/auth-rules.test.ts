import { describe, expect, it } from 'vitest';
import { abRegistrationGroup } from '../rules/ab-registration';
import { loginBlocked, registrationBlocked } from '../rules/region-rules';
import { isSocialRegistered } from '../rules/social-registration';
import { registrationDefaults } from '../rules/registration-defaults';

describe('restricted regions (spec part 1 §5, §6)', () => {
  it('disables login for guests in partial and full restriction', () => {
    expect(loginBlocked(false, { restriction: 'partial', license: 'CW' })).toBe(true);
    expect(loginBlocked(false, { restriction: 'full', license: 'CW' })).toBe(true);
    expect(loginBlocked(false, { restriction: null, license: 'CW' })).toBe(false);
    expect(loginBlocked(true, { restriction: 'partial', license: 'CW' })).toBe(false);
    expect(loginBlocked(false, undefined)).toBe(false);
  });
  it('disables registration in partial-restriction and EE regions', () => {
    expect(registrationBlocked(false, { restriction: 'partial', license: 'CW' }, 'CW')).toBe(true);
    expect(registrationBlocked(false, { restriction: null, license: 'EE' }, 'CW')).toBe(true);
    expect(registrationBlocked(false, undefined, 'EE')).toBe(true);
    expect(registrationBlocked(false, { restriction: null, license: 'CW' }, 'CW')).toBe(false);
  });
});

describe('after sign-up', () => {
  it('picks the AB registration group by player id parity (§4)', () => {
    expect(abRegistrationGroup(10, { even: 1, odd: 2 })).toBe(1);
    expect(abRegistrationGroup(11, { even: 1, odd: 2 })).toBe(2);
  });
  it('recognises a social sign-up by group or by a provider linked at creation (§4, §6)', () => {
    const player = { groups: [], created_at: '2026-01-01T10:00:00.000Z' };
    expect(isSocialRegistered({ ...player, groups: [700] }, [700], [])).toBe(true);
    expect(isSocialRegistered(player, [], [{ created_at: '2026-01-01T10:00:20.000Z' }])).toBe(true);
    expect(isSocialRegistered(player, [], [{ created_at: '2026-03-01T10:00:00.000Z' }])).toBe(false);
  });
  it('starts the form with the visitor country and its currency', () => {
    const fields = [
      { name: 'email', type: 'email' as const, required: true, editable: true, rules: [] },
      { name: 'currency', type: 'select' as const, required: true, editable: true, rules: [] },
      { name: 'country', type: 'select' as const, required: true, editable: true, rules: [] },
      { name: 'terms_acceptance', type: 'boolean' as const, required: true, editable: true, rules: [] },
    ];
    const countries = [{ code: 'CA', name: 'Canada', default_currency: 'CAD', restriction: null }];
    const currencies = [
      { code: 'EUR', symbol: '€', subunits_to_unit: 100, fiat: true, default: true },
      { code: 'CAD', symbol: '$', subunits_to_unit: 100, fiat: true, default: false },
    ];
    expect(registrationDefaults(fields, countries, currencies, 'CA')).toEqual({ email: '', currency: 'CAD', country: 'CA', terms_acceptance: false });
    expect(registrationDefaults(fields, countries, currencies, 'FR')).toMatchObject({ currency: 'EUR', country: '' });
  });
});
