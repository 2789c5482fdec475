// Spec part 1 §1: the nine locales. The first path segment may be one of them; the default has no prefix.
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'en-KW'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Language names in their own language (autonyms): shown as-is in every locale. */
export const LOCALE_AUTONYMS: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'fr-CA': 'Français (Canada)',
  'en-NZ': 'English (New Zealand)',
  no: 'Norsk',
  it: 'Italiano',
  'en-KW': 'English (Kuwait)',
};

/**
 * Our `en` (and `en-KW`) is international English, not American: dates day first and a 24-hour clock, as the spec
 * writes them (DD/MM/YYYY, part 1 §5). `Intl`'s bare `en` is US English (01/15/1990, 6:30 PM), so dates and times
 * of these locales are formatted as British English, on the client (core/format) and in the platform's texts alike.
 */
export const DATE_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', 'en-KW': 'en-GB' };
