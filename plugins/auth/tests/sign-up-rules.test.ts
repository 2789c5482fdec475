import { describe, expect, it } from 'vitest';
import { rulesFromSpecs, validateFields, type RuleSpec } from '@schemas/validation';
import { withSiteRules } from '../rules/sign-up-rules';

/** Issue 24 items 4 and 11: the site's licence variant and password minimum tighten the fields-info rules. */
describe('sign-up rules of the site', () => {
  const now = new Date();
  const yearsAgo = (years: number) =>
    `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear() - years}`;
  const check = (specs: RuleSpec[], value: string, site: { licence: string; passwordMinLength?: number | null; minimumAge?: number | null }) =>
    validateFields({ field: value }, { field: rulesFromSpecs(specs.map((spec) => withSiteRules(spec, site))) }).field ?? null;

  it('the adult age is 18, and 21 on the EE licence variant even when fields-info names no licence', () => {
    const birth: RuleSpec[] = [{ rule: 'required' }, { rule: 'birthDate', licence: 'CW' }];
    expect(check(birth, yearsAgo(18), { licence: 'CW' })).toBeNull();
    expect(check(birth, yearsAgo(17), { licence: 'CW' })).toEqual({ key: 'tooYoung', values: { age: 18 } });
    expect(check(birth, yearsAgo(20), { licence: 'EE' })).toEqual({ key: 'tooYoung', values: { age: 21 } });
    expect(check(birth, yearsAgo(21), { licence: 'EE' })).toBeNull();
  });

  it("the site's legal details may raise the adult age (the age its footer badge shows), never lower it", () => {
    const birth: RuleSpec[] = [{ rule: 'birthDate', licence: 'CW' }];
    expect(check(birth, yearsAgo(19), { licence: 'CW', minimumAge: 19 })).toBeNull();
    expect(check(birth, yearsAgo(18), { licence: 'CW', minimumAge: 19 })).toEqual({ key: 'tooYoung', values: { age: 19 } });
    expect(check(birth, yearsAgo(20), { licence: 'EE', minimumAge: 18 })).toEqual({ key: 'tooYoung', values: { age: 21 } });
  });

  it('the site may raise the password minimum, never lower it', () => {
    const password: RuleSpec[] = [{ rule: 'password' }];
    expect(check(password, 'k7#Vq2mZ', { licence: 'CW' })).toBeNull();
    expect(check(password, 'k7#Vq2mZ', { licence: 'CW', passwordMinLength: 10 })).toEqual({ key: 'minLength', values: { min: 10 } });
    expect(check(password, 'k7#Vq2m', { licence: 'CW', passwordMinLength: 6 })).toEqual({ key: 'minLength', values: { min: 8 } });
    expect(check(password, 'iloveyou', { licence: 'CW' })).toEqual({ key: 'passwordCommon' });
  });
});
