import { describe, expect, it } from 'vitest';
import { birthDate, confirmedBy, email, englishOnly, nameCharacters, nickname, parseBirthDate, password, personalId, phone } from './identity-rules';

const check = (rule: (v: unknown, all: Record<string, unknown>) => unknown, value: unknown, all: Record<string, unknown> = {}) => rule(value, all);
const key = (result: unknown) => (result as { key?: string } | null)?.key ?? null;

describe('identity rules', () => {
  it('email', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.com', '']) expect(check(email(), ok)).toBeNull();
    for (const bad of ['a@b', 'a b@c.com', '@b.com', 'a@.com', 'a@b.c-', `${'x'.repeat(250)}@b.com`]) expect(key(check(email(), bad))).toBe('invalidEmail');
  });

  it('nickname: 3-15 of letters, digits, space, dot, hyphen; empty allowed', () => {
    expect(check(nickname(), '')).toBeNull();
    expect(check(nickname(), 'abc')).toBeNull();
    expect(check(nickname(), 'Jöhn D. Smith-1')).toBeNull(); // 15
    expect(check(nickname(), 'ab')).toEqual({ key: 'minLength', values: { min: 3 } });
    expect(check(nickname(), 'a'.repeat(16))).toEqual({ key: 'maxLength', values: { max: 15 } });
    expect(key(check(nickname(), 'bad_name'))).toBe('nicknameInvalid');
  });

  it('password: listed characters, 8 to 64', () => {
    expect(check(password(), 'k7#Vq2mZ')).toBeNull(); // 8
    expect(check(password(), 'P@ss-w0rd!{}')).toBeNull();
    expect(check(password(), 'k7#Vq2m')).toEqual({ key: 'minLength', values: { min: 8 } });
    expect(check(password(), 'a'.repeat(65))).toEqual({ key: 'maxLength', values: { max: 64 } });
    expect(key(check(password(), 'with space'))).toBe('passwordInvalid');
    expect(key(check(password(), 'pässwort'))).toBe('passwordInvalid');
  });

  it('password: a site may raise the minimum, never lower it', () => {
    expect(check(password({ min: 12 }), 'k7#Vq2mZ9xLp')).toBeNull();
    expect(check(password({ min: 12 }), 'k7#Vq2mZ9xL')).toEqual({ key: 'minLength', values: { min: 12 } });
    expect(check(password({ min: 4 }), 'k7#Vq2m')).toEqual({ key: 'minLength', values: { min: 8 } });
  });

  it('password: common passwords are refused whatever their case', () => {
    for (const common of ['password', 'PassWord', '12345678', 'qwerty123', 'iloveyou', 'password1', 'Password123', 'sunshine', 'FOOTBALL']) {
      expect(key(check(password(), common))).toBe('passwordCommon');
    }
    for (const fine of ['Demo12345', 'k7#Vq2mZ', 'sunshine-river-42', 'Secret123']) expect(check(password(), fine)).toBeNull();
  });

  it('confirmedBy compares with the other field', () => {
    expect(check(confirmedBy('password'), 'abc123', { password: 'abc123' })).toBeNull();
    expect(check(confirmedBy('password'), 'abc124', { password: 'abc123' })).toEqual({ key: 'passwordsDoNotMatch' });
  });

  it('name characters and English only', () => {
    expect(check(nameCharacters(), 'Anne-Marie St. Clair')).toBeNull();
    expect(check(nameCharacters(), 'Jürgen')).toBeNull();
    expect(key(check(nameCharacters(), "O'Brien"))).toBe('nameInvalid');
    expect(check(englishOnly(), 'John Smith')).toBeNull();
    expect(key(check(englishOnly(), 'Jürgen'))).toBe('onlyEnglishLetters');
    expect(key(check(englishOnly(), 'John1'))).toBe('onlyEnglishLetters');
  });

  it('personal id: exactly 11', () => {
    expect(check(personalId(), '38001085718')).toBeNull();
    expect(key(check(personalId(), '3800108571'))).toBe('personalIdInvalid');
    expect(key(check(personalId(), '380010857181'))).toBe('personalIdInvalid');
  });

  it('phone: at least 8 of digits + ( ) space -', () => {
    expect(check(phone(), '+1 (555)')).toBeNull(); // 8 characters
    expect(check(phone(), '+44 20-7946-0958')).toBeNull();
    expect(key(check(phone(), '+1 (555'))).toBe('phoneInvalid'); // 7
    expect(key(check(phone(), '+1 555 CALL'))).toBe('phoneInvalid');
    expect(key(check(phone(), '(((   )))'))).toBe('phoneInvalid');
  });

  describe('birth date', () => {
    const now = () => new Date(Date.UTC(2025, 5, 15)); // 15/06/2025
    it('parses DD/MM/YYYY and ISO as real dates only', () => {
      expect(parseBirthDate('29/02/2000')).toEqual({ year: 2000, month: 2, day: 29 });
      expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
      for (const bad of ['29/02/2001', '32/01/2000', '00/01/2000', '01/13/2000', '1/1/2000', '01-01-2000']) expect(parseBirthDate(bad)).toBeNull();
    });
    it('18 on the birthday, not the day before', () => {
      expect(check(birthDate({ now }), '15/06/2007')).toBeNull();
      expect(check(birthDate({ now }), '16/06/2007')).toEqual({ key: 'tooYoung', values: { age: 18 } });
    });
    it('21 for the EE licence', () => {
      expect(check(birthDate({ now, licence: 'EE' }), '15/06/2004')).toBeNull();
      expect(check(birthDate({ now, licence: 'EE' }), '15/06/2005')).toEqual({ key: 'tooYoung', values: { age: 21 } });
    });
    it("the site's own minimum raises the licence's, never lowers it", () => {
      expect(check(birthDate({ now, siteMinimum: 19 }), '15/06/2006')).toBeNull();
      expect(check(birthDate({ now, siteMinimum: 19 }), '15/06/2007')).toEqual({ key: 'tooYoung', values: { age: 19 } });
      expect(check(birthDate({ now, licence: 'EE', siteMinimum: 18 }), '15/06/2005')).toEqual({ key: 'tooYoung', values: { age: 21 } });
    });
    it('rejects malformed and future dates', () => {
      expect(key(check(birthDate({ now }), '31/04/1990'))).toBe('dateInvalid');
      expect(key(check(birthDate({ now }), '01/01/2030'))).toBe('dateInvalid');
    });
  });
});
