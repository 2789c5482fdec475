import type { Locale } from '../../../config/locales';

/** The Spin Race pool per currency in minor units (as on its banner); the client formats it (issue 24 item 8). */
const PRIZE_POOL = { prize_pool: { EUR: 1_000_000, USD: 1_100_000, CAD: 1_500_000, AUD: 1_600_000, NZD: 1_800_000, NOK: 11_500_000 } };

export type SeedNotice = { message: string; icon: string; link: { text: string; path: string } | null; variables?: Record<string, Record<string, number | string>> };

/** Header notice strip per language (spec part 1 §2); English variants share English. `{name}` from variables. */
const NOTICES: Record<'en' | 'de' | 'fr' | 'no' | 'it', SeedNotice[]> = {
  en: [
    { message: 'Weekly Spin Race is live: share a prize pool of {prize_pool}.', icon: 'trophy', link: { text: 'Join', path: '/tournaments' }, variables: PRIZE_POOL },
    { message: 'New studio on board: Turbogames. Try Rocket X now.', icon: 'rocket', link: { text: 'Play', path: '/play/turbogames/rocket-x' } },
    { message: 'Set a deposit limit in seconds from your profile.', icon: 'shield', link: null },
  ],
  de: [
    { message: 'Das wöchentliche Spin-Rennen läuft: Teile dir einen Preispool von {prize_pool}.', icon: 'trophy', link: { text: 'Mitmachen', path: '/tournaments' }, variables: PRIZE_POOL },
    { message: 'Neues Studio an Bord: Turbogames. Probiere jetzt Rocket X.', icon: 'rocket', link: { text: 'Spielen', path: '/play/turbogames/rocket-x' } },
    { message: 'Setze in Sekunden ein Einzahlungslimit in deinem Profil.', icon: 'shield', link: null },
  ],
  fr: [
    { message: 'La course hebdomadaire aux tours est lancée : partagez une cagnotte de {prize_pool}.', icon: 'trophy', link: { text: 'Participer', path: '/tournaments' }, variables: PRIZE_POOL },
    { message: 'Nouveau studio : Turbogames. Essayez Rocket X dès maintenant.', icon: 'rocket', link: { text: 'Jouer', path: '/play/turbogames/rocket-x' } },
    { message: 'Fixez une limite de dépôt en quelques secondes depuis votre profil.', icon: 'shield', link: null },
  ],
  no: [
    { message: 'Det ukentlige spinnløpet er i gang: del en premiepott på {prize_pool}.', icon: 'trophy', link: { text: 'Bli med', path: '/tournaments' }, variables: PRIZE_POOL },
    { message: 'Nytt studio: Turbogames. Prøv Rocket X nå.', icon: 'rocket', link: { text: 'Spill', path: '/play/turbogames/rocket-x' } },
    { message: 'Sett en innskuddsgrense på sekunder fra profilen din.', icon: 'shield', link: null },
  ],
  it: [
    { message: 'La corsa settimanale agli spin è iniziata: dividi un montepremi di {prize_pool}.', icon: 'trophy', link: { text: 'Partecipa', path: '/tournaments' }, variables: PRIZE_POOL },
    { message: 'Nuovo studio a bordo: Turbogames. Prova subito Rocket X.', icon: 'rocket', link: { text: 'Gioca', path: '/play/turbogames/rocket-x' } },
    { message: 'Imposta un limite di deposito in pochi secondi dal tuo profilo.', icon: 'shield', link: null },
  ],
};

export function noticesFor(locale: Locale) {
  const language = locale === 'de' ? 'de' : locale === 'fr-CA' ? 'fr' : locale === 'no' ? 'no' : locale === 'it' ? 'it' : 'en';
  return NOTICES[language];
}
