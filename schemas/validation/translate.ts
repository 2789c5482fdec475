import de from './messages/de.json';
import enAU from './messages/en-AU.json';
import enCA from './messages/en-CA.json';
import enKW from './messages/en-KW.json';
import enNZ from './messages/en-NZ.json';
import en from './messages/en.json';
import frCA from './messages/fr-CA.json';
import it from './messages/it.json';
import no from './messages/no.json';
import type { FieldErrors } from './validate-fields';
import type { MessageKey, ValidationError } from './types';

export type ValidationMessages = Record<MessageKey, string>;

/** The nine locales of spec part 1 §1. The client loads the same files as i18next namespace `validation`. */
export const VALIDATION_MESSAGES: Readonly<Record<string, ValidationMessages>> = {
  en,
  de,
  'en-AU': enAU,
  'en-CA': enCA,
  'fr-CA': frCA,
  'en-NZ': enNZ,
  no,
  it,
  'en-KW': enKW,
};

/** Exact locale, then its language (`de-AT` → `de`), then English. */
export function messagesFor(locale: string | null | undefined): ValidationMessages {
  if (locale && VALIDATION_MESSAGES[locale]) return VALIDATION_MESSAGES[locale];
  const language = locale?.split('-')[0]?.toLowerCase();
  if (language === 'nb' || language === 'nn') return no;
  return (language && VALIDATION_MESSAGES[language]) || en;
}

/** i18next-style `{{name}}` interpolation, so the client can hand the same strings to i18next. */
export function translateValidation(locale: string | null | undefined, key: MessageKey, values?: ValidationError['values']): string {
  const template = messagesFor(locale)[key] ?? en[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

/** Field errors as the 422 wire body `{ field: [message] }`. */
export function translateFieldErrors(locale: string | null | undefined, errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, [translateValidation(locale, error.key, error.values)]]));
}
