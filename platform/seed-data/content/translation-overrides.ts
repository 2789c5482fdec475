import type { Locale } from '../../../config/locales';

/**
 * The operator's wording overrides shared by every brand (a brand's own ones go over them, seed-data/brands),
 * merged by the host over the plugins' default messages (`/messages/{locale}.json`); keys with dots are paths
 * into the namespace's tree. The demo renames the lobby's first row for the brand.
 */
export const TRANSLATION_OVERRIDES: Record<Locale, Record<string, Record<string, string>>> = {
  en: { lobby: { 'category.top': 'Player favourites' } },
  'en-AU': { lobby: { 'category.top': 'Top pokies' } },
  'en-CA': { lobby: { 'category.top': 'Player favourites' } },
  'en-NZ': { lobby: { 'category.top': 'Top pokies' } },
  'en-KW': { lobby: { 'category.top': 'Player favourites' } },
  de: { lobby: { 'category.top': 'Spielerlieblinge' } },
  'fr-CA': { lobby: { 'category.top': 'Coups de cœur des joueurs' } },
  no: { lobby: { 'category.top': 'Spillernes favoritter' } },
  it: { lobby: { 'category.top': 'I preferiti dei giocatori' } },
};
