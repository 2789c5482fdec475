/**
 * A failed rule names a message key (see `messages/*.json`) and the values its message interpolates.
 * Keys, not sentences, cross the boundary so the client and the platform translate the same way.
 */
export interface ValidationError {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** `null` when the value passes. `values` is the whole form, for rules that compare fields. */
export type FieldRule = (value: unknown, values: Readonly<Record<string, unknown>>) => ValidationError | null;

export const MESSAGE_KEYS = [
  'required',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'integer',
  'multipleOf',
  'notEnoughMoney',
  'mustBeChecked',
  'invalidValue',
  'passwordsDoNotMatch',
  'passwordInvalid',
  'passwordCommon',
  'limitZero',
  'limitNegative',
  'limitTooLarge',
  'invalidEmail',
  'nicknameInvalid',
  'nameInvalid',
  'onlyEnglishLetters',
  'personalIdInvalid',
  'phoneInvalid',
  'dateInvalid',
  'tooYoung',
  'postalCodeInvalid',
  'ibanInvalid',
  'ibanLithuanian',
  'cardNumberInvalid',
  'bankNotPossible',
  'cardExpired',
  'expirationInvalid',
  'walletAddressInvalid',
  // Platform answers that are not per-rule but are shown next to form fields.
  'emailTaken',
  'emailNotFound',
  'alreadyConfirmed',
  'tokenInvalid',
  'passwordIncorrect',
  'otpInvalid',
  'invalidCredentials',
  'registrationRestricted',
  'loginRestricted',
  'tooManyAttempts',
  'captchaFailed',
  'limitLocked',
  'limitLockedForever',
  'groupNotSelfAssignable',
  'groupsCapReached',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

export const fail = (key: MessageKey, values?: ValidationError['values']): ValidationError => (values ? { key, values } : { key });

/** Rules other than `required`/`mustBeChecked` let an empty value through: emptiness is `required`'s job. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
