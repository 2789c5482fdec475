import type { Locale } from '../../../config/locales';

type Language = 'en' | 'de' | 'fr' | 'no' | 'it';

/** Small HTML fragments by category: footer licence text, cookie notice, registration hint. */
const SNIPPETS: Record<Language, [string, string, string]> = {
  en: [
    '<p>Croupier is a demo brand of an open-source casino client. Games are for entertainment with play money only.</p>',
    '<p>We use cookies to keep you signed in and to improve the site. <a href="/cookie-policy">Learn more</a>.</p>',
    '<p>Sign up in under a minute and get a welcome package of up to {welcome_bonus}.</p>',
  ],
  de: [
    '<p>Croupier ist eine Demo-Marke eines Open-Source-Casino-Clients. Gespielt wird nur zur Unterhaltung mit Spielgeld.</p>',
    '<p>Wir verwenden Cookies, damit du angemeldet bleibst und um die Website zu verbessern. <a href="/cookie-policy">Mehr erfahren</a>.</p>',
    '<p>Registriere dich in weniger als einer Minute und erhalte ein Willkommenspaket von bis zu {welcome_bonus}.</p>',
  ],
  fr: [
    '<p>Croupier est une marque de démonstration d’un client de casino libre. Les jeux se jouent uniquement pour le plaisir, avec de l’argent fictif.</p>',
    '<p>Nous utilisons des témoins pour garder votre session ouverte et améliorer le site. <a href="/cookie-policy">En savoir plus</a>.</p>',
    '<p>Inscrivez-vous en moins d’une minute et recevez un forfait de bienvenue pouvant atteindre {welcome_bonus}.</p>',
  ],
  no: [
    '<p>Croupier er et demomerke for en casinoklient med åpen kildekode. Spillene er kun underholdning med lekepenger.</p>',
    '<p>Vi bruker informasjonskapsler for å holde deg innlogget og forbedre nettstedet. <a href="/cookie-policy">Les mer</a>.</p>',
    '<p>Registrer deg på under ett minutt og få en velkomstpakke på opptil {welcome_bonus}.</p>',
  ],
  it: [
    '<p>Croupier è un marchio dimostrativo di un client di casinò open source. Si gioca solo per divertimento, con denaro fittizio.</p>',
    '<p>Usiamo i cookie per mantenerti connesso e migliorare il sito. <a href="/cookie-policy">Scopri di più</a>.</p>',
    '<p>Registrati in meno di un minuto e ricevi un pacchetto di benvenuto fino a {welcome_bonus}.</p>',
  ],
};

const CATEGORIES = [['footer-licence'], ['cookie-notice'], ['registration-hint']];

export function snippetsFor(locale: Locale) {
  const language: Language = locale === 'de' ? 'de' : locale === 'fr-CA' ? 'fr' : locale === 'no' ? 'no' : locale === 'it' ? 'it' : 'en';
  return SNIPPETS[language].map((content, i) => ({ id: i + 1, categories: CATEGORIES[i]!, content }));
}
