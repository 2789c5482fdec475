import { describe, expect, it } from 'vitest';
import { birthDate, minLength, nickname, required } from './index';
import { MESSAGE_KEYS } from './types';
import { messagesFor, translateFieldErrors, translateValidation, VALIDATION_MESSAGES } from './translate';
import { validateFields } from './validate-fields';
import { LOCALES as ALL_LOCALES } from '../../config/locales';

describe('messages and validateFields', () => {
  it('every locale has every key, with the same placeholders as English', () => {
    for (const locale of ALL_LOCALES) {
      const messages = VALIDATION_MESSAGES[locale];
      expect(messages, locale).toBeDefined();
      for (const key of MESSAGE_KEYS) {
        expect(messages?.[key], `${locale}.${key}`).toBeTruthy();
        const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(messages![key]), `${locale}.${key}`).toEqual(placeholders(VALIDATION_MESSAGES.en![key]));
      }
    }
  });

  it('non-English locales are translated, not copies', () => {
    for (const locale of ['de', 'fr-CA', 'no', 'it']) expect(messagesFor(locale).required).not.toBe(messagesFor('en').required);
  });

  it('interpolates and falls back by language then English', () => {
    expect(translateValidation('de', 'minLength', { min: 3 })).toBe('Mindestens 3 Zeichen');
    expect(translateValidation('de-AT', 'required')).toBe(messagesFor('de').required);
    expect(translateValidation('nb-NO', 'required')).toBe(messagesFor('no').required);
    expect(translateValidation('xx', 'required')).toBe('This field is required');
  });

  it('validateFields keeps the first failure per field', () => {
    const errors = validateFields(
      { nickname: 'a', email: '', dob: '01/01/2020' },
      { nickname: [required(), nickname(), minLength(10)], email: [required()], dob: [birthDate()] },
    );
    expect(errors).toEqual({ nickname: { key: 'minLength', values: { min: 3 } }, email: { key: 'required' }, dob: { key: 'tooYoung', values: { age: 18 } } });
    expect(translateFieldErrors('en', errors).email).toEqual(['This field is required']);
  });
});
