import type { Locale } from '../../../config/locales';
import type { LocaleTexts, PageText } from './page-text';

/** Local help lines and wording for the English-speaking markets (spec part 1 §1). */
const LOCAL_NOTES: Partial<Record<Locale, { help: string; pokies: boolean }>> = {
  'en-AU': { help: 'In Australia, free and confidential support is available 24/7 from Gambling Help Online on 1800 858 858 or at gamblinghelponline.org.au. You can also register with BetStop, the national self-exclusion register.', pokies: true },
  'en-NZ': { help: 'In New Zealand, call the Gambling Helpline on 0800 654 655 or text 8006 for free, confidential support, any time of day.', pokies: true },
  'en-CA': { help: 'In Canada, ConnexOntario (1-866-531-2600) and the provincial helplines of British Columbia, Alberta and Quebec offer free support in English and French.', pokies: false },
  'en-KW': { help: 'Our international support team answers in English around the clock; write to support@croupier.dev and a specialist in safer gambling will reply within 24 hours.', pokies: false },
};

const toPokies = (text: string) => text.replace(/\bslot machines\b/g, 'pokies').replace(/\bslots\b/g, 'pokies').replace(/\bSlots\b/g, 'Pokies');

function touchPage(page: PageText, pokies: boolean): PageText {
  if (!pokies) return page;
  return JSON.parse(toPokies(JSON.stringify(page))) as PageText;
}

/** English prose for an English-speaking locale: same text, local help line and AU/NZ "pokies". */
export function englishVariant(base: LocaleTexts, locale: Locale): LocaleTexts {
  const note = LOCAL_NOTES[locale];
  if (!note) return base;
  const pages = Object.fromEntries(Object.entries(base.pages).map(([slug, page]) => [slug, touchPage(page, note.pokies)])) as LocaleTexts['pages'];
  for (const slug of ['responsible-gaming', 'support'] as const) {
    pages[slug] = { ...pages[slug], blocks: [...pages[slug].blocks, { p: note.help }] };
  }
  return { ...base, pages, seo: note.pokies ? (JSON.parse(toPokies(JSON.stringify(base.seo))) as LocaleTexts['seo']) : base.seo };
}
