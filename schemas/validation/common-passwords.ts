import list from './common-passwords.json';

/**
 * The 2,000 most common passwords of 8 characters or more (common-passwords.json), in breach-frequency order: the
 * head of the password dictionary of zxcvbn (Dropbox, MIT; as packaged in @zxcvbn-ts/language-common 4.1.3),
 * lower-cased and de-duplicated. Shorter ones are left out: the length rule refuses them first. Used by the password
 * rule on the client and the platform alike, so the form refuses what the platform would refuse; it loads with the
 * forms' lazy code, never with a guest's first page.
 */
const COMMON = new Set<string>(list);

/**
 * A listed password, compared case-insensitively ("Password" is as guessable as "password"). Decorated
 * variants ("secret123") are left to the list itself, which holds the common ones: a wider rule would refuse
 * passwords people choose deliberately and that no breach list ranks high.
 */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
