import { adultAge, NICKNAME_MAX, NICKNAME_MIN, PERSONAL_ID_LENGTH, PHONE_MIN } from '../../config/limits';
import { isCommonPassword } from './common-passwords';
import { asText, fail, isEmpty, type FieldRule } from './types';

/** Identity and contact rules of spec part 1 §5. */

// The WHATWG `type=email` pattern plus a dotted domain: what browsers accept, minus intranet hosts.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const EMAIL_MAX = 254; // RFC 5321 path limit

export const email = (): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value).trim();
  return text.length <= EMAIL_MAX && EMAIL.test(text) ? null : fail('invalidEmail');
};

const NICKNAME_CHARS = /^[\p{L}\p{N} .-]*$/u;
/** Letters, digits, space, dot, hyphen; 3-15 characters; empty allowed (§5). */
export const nickname = (): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (!NICKNAME_CHARS.test(text)) return fail('nicknameInvalid');
  if (text.length < NICKNAME_MIN) return fail('minLength', { min: NICKNAME_MIN });
  if (text.length > NICKNAME_MAX) return fail('maxLength', { max: NICKNAME_MAX });
  return null;
};

/**
 * Password (§5 "letters, digits and listed symbols"). Decision: ASCII letters, digits and the printable ASCII
 * symbols below; no spaces (they are lost by password managers and copy-paste); 8 to 64 characters (issue 24
 * item 11: NIST SP 800-63B's floor). A site may ask for more (`passwordMinLength` in its site file), never less.
 * A password on the list of common ones (common-passwords.ts) is refused whatever its length.
 */
export const PASSWORD_SYMBOLS = "!@#$%^&*()_+-=[]{};:'\",.<>/?\\|`~";
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};:'",.<>/?\\|`~]*$/;

export interface PasswordOptions {
  /** The site's minimum; values below `PASSWORD_MIN` are raised to it. */
  min?: number | null;
}

export const passwordMin = (min?: number | null) => Math.min(PASSWORD_MAX, Math.max(PASSWORD_MIN, min ?? PASSWORD_MIN));

export const password = (options: PasswordOptions = {}): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  const min = passwordMin(options.min);
  if (!PASSWORD_CHARS.test(text)) return fail('passwordInvalid');
  if (text.length < min) return fail('minLength', { min });
  if (text.length > PASSWORD_MAX) return fail('maxLength', { max: PASSWORD_MAX });
  if (isCommonPassword(text)) return fail('passwordCommon');
  return null;
};

/** "Confirmed by": the value must equal another field of the same form (password confirmation). */
export const confirmedBy = (otherField: string): FieldRule => (value, values) =>
  asText(value) === asText(values[otherField]) ? null : fail('passwordsDoNotMatch');

const NAME_CHARS = /^[\p{L}\p{N} .-]+$/u;
/** First and last names, city (§5 "name characters"). */
export const nameCharacters = (): FieldRule => (value) => (isEmpty(value) || NAME_CHARS.test(asText(value)) ? null : fail('nameInvalid'));

export const englishOnly = (): FieldRule => (value) => (isEmpty(value) || /^[A-Za-z ]+$/.test(asText(value)) ? null : fail('onlyEnglishLetters'));

/** Exactly 11 characters (§5; the Estonian isikukood is 11 digits, other ids letters and digits). */
export const personalId = (): FieldRule => (value) =>
  isEmpty(value) || new RegExp(`^[A-Za-z0-9]{${PERSONAL_ID_LENGTH}}$`).test(asText(value)) ? null : fail('personalIdInvalid');

/** At least 8 of digits, plus, parentheses, space, hyphen (§5); 20 at most so it fits a phone column. */
export const PHONE_MAX = 20;
export const phone = (): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  return /^[0-9+() -]+$/.test(text) && text.length >= PHONE_MIN && text.length <= PHONE_MAX && /\d/.test(text) ? null : fail('phoneInvalid');
};

/** `DD/MM/YYYY` (or ISO `YYYY-MM-DD`, how the platform stores it) as a real calendar date. */
export function parseBirthDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month, year] = value.includes('/') ? [a, b, c] : [c, b, a];
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? { year, month, day } : null;
}

/** Whole years between a birth date and `now` (a birthday today counts). */
export function ageOn(birth: { year: number; month: number; day: number }, now: Date): number {
  const age = now.getUTCFullYear() - birth.year;
  const beforeBirthday = now.getUTCMonth() + 1 < birth.month || (now.getUTCMonth() + 1 === birth.month && now.getUTCDate() < birth.day);
  return beforeBirthday ? age - 1 : age;
}

export interface BirthDateOptions {
  /** `EE` raises the adult age to 21 (§5, §9). */
  licence?: string | null;
  /** The site's own minimum for the licence it serves (its `legal` details): a site may ask more, never less. */
  siteMinimum?: number | null;
  now?: () => Date;
}

/** The adult age (config/limits.ts `adultAge`): the licence's, raised to the site's own minimum when higher. */
export const minimumAge = adultAge;

export const birthDate = (options: BirthDateOptions = {}): FieldRule => (value) => {
  if (isEmpty(value)) return null;
  const parsed = parseBirthDate(asText(value).trim());
  if (!parsed) return fail('dateInvalid');
  const now = (options.now ?? (() => new Date()))();
  if (Date.UTC(parsed.year, parsed.month - 1, parsed.day) > now.getTime()) return fail('dateInvalid');
  const min = minimumAge(options.licence, options.siteMinimum);
  return ageOn(parsed, now) >= min ? null : fail('tooYoung', { age: min });
};
