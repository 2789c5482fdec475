import type { Locale } from '../../../config/locales';

/**
 * The operator's wording overrides, merged by the host over the plugins' default messages
 * (`/messages/{locale}.json`). A realistic handful: the copyright line, the footer contact line and a
 * lobby heading renamed for the brand.
 */
export const TRANSLATION_OVERRIDES: Record<Locale, Record<string, Record<string, string>>> = {
  en: { core: { 'footer.copyright': '© 2026 Croupier. All rights reserved. 18+ Play responsibly.', 'footer.contactUs': 'Questions? We are here 24/7.' }, lobby: { 'category.top': 'Player favourites' } },
  'en-AU': { core: { 'footer.copyright': '© 2026 Croupier. All rights reserved. 18+ Gamble responsibly. Call Gambling Help Online on 1800 858 858.', 'footer.contactUs': 'Questions? We are here 24/7.' }, lobby: { 'category.top': 'Top pokies' } },
  'en-CA': { core: { 'footer.copyright': '© 2026 Croupier. All rights reserved. 19+ in most provinces. Play responsibly.', 'footer.contactUs': 'Questions? We are here 24/7.' }, lobby: { 'category.top': 'Player favourites' } },
  'en-NZ': { core: { 'footer.copyright': '© 2026 Croupier. All rights reserved. 18+ Gamble responsibly. Gambling Helpline 0800 654 655.', 'footer.contactUs': 'Questions? We are here 24/7.' }, lobby: { 'category.top': 'Top pokies' } },
  'en-KW': { core: { 'footer.copyright': '© 2026 Croupier International. All rights reserved. 18+.', 'footer.contactUs': 'Questions? Our international team is here 24/7.' }, lobby: { 'category.top': 'Player favourites' } },
  de: { core: { 'footer.copyright': '© 2026 Croupier. Alle Rechte vorbehalten. 18+ Spiele verantwortungsvoll.', 'footer.contactUs': 'Fragen? Wir sind rund um die Uhr für dich da.' }, lobby: { 'category.top': 'Spielerlieblinge' } },
  'fr-CA': { core: { 'footer.copyright': '© 2026 Croupier. Tous droits réservés. 18+ Jouez de façon responsable.', 'footer.contactUs': 'Des questions? Nous sommes là jour et nuit.' }, lobby: { 'category.top': 'Coups de cœur des joueurs' } },
  no: { core: { 'footer.copyright': '© 2026 Croupier. Alle rettigheter forbeholdt. 18+ Spill ansvarlig.', 'footer.contactUs': 'Spørsmål? Vi er her døgnet rundt.' }, lobby: { 'category.top': 'Spillernes favoritter' } },
  it: { core: { 'footer.copyright': '© 2026 Croupier. Tutti i diritti riservati. 18+ Gioca responsabilmente.', 'footer.contactUs': 'Domande? Siamo qui 24 ore su 24.' }, lobby: { 'category.top': 'I preferiti dei giocatori' } },
};
