import type { Locale } from '../../../config/locales';

/** Header notice strip per language (spec part 1 §2); English variants share English. */
const NOTICES: Record<'en' | 'de' | 'fr' | 'no' | 'it', { message: string; icon: string; link: { text: string; path: string } | null }[]> = {
  en: [
    { message: 'Weekly Spin Race is live: share a prize pool of €10,000.', icon: 'trophy', link: { text: 'Join', path: '/tournaments' } },
    { message: 'New studio on board: Turbogames. Try Rocket X now.', icon: 'rocket', link: { text: 'Play', path: '/play/turbogames/rocket-x' } },
    { message: 'Set a deposit limit in seconds from your profile.', icon: 'shield', link: null },
  ],
  de: [
    { message: 'Das wöchentliche Spin-Rennen läuft: Teile dir einen Preispool von 10.000 €.', icon: 'trophy', link: { text: 'Mitmachen', path: '/tournaments' } },
    { message: 'Neues Studio an Bord: Turbogames. Probiere jetzt Rocket X.', icon: 'rocket', link: { text: 'Spielen', path: '/play/turbogames/rocket-x' } },
    { message: 'Setze in Sekunden ein Einzahlungslimit in deinem Profil.', icon: 'shield', link: null },
  ],
  fr: [
    { message: 'La course hebdomadaire aux tours est lancée : partagez une cagnotte de 10 000 €.', icon: 'trophy', link: { text: 'Participer', path: '/tournaments' } },
    { message: 'Nouveau studio : Turbogames. Essayez Rocket X dès maintenant.', icon: 'rocket', link: { text: 'Jouer', path: '/play/turbogames/rocket-x' } },
    { message: 'Fixez une limite de dépôt en quelques secondes depuis votre profil.', icon: 'shield', link: null },
  ],
  no: [
    { message: 'Det ukentlige spinnløpet er i gang: del en premiepott på 10 000 €.', icon: 'trophy', link: { text: 'Bli med', path: '/tournaments' } },
    { message: 'Nytt studio: Turbogames. Prøv Rocket X nå.', icon: 'rocket', link: { text: 'Spill', path: '/play/turbogames/rocket-x' } },
    { message: 'Sett en innskuddsgrense på sekunder fra profilen din.', icon: 'shield', link: null },
  ],
  it: [
    { message: 'La corsa settimanale agli spin è iniziata: dividi un montepremi di 10.000 €.', icon: 'trophy', link: { text: 'Partecipa', path: '/tournaments' } },
    { message: 'Nuovo studio a bordo: Turbogames. Prova subito Rocket X.', icon: 'rocket', link: { text: 'Gioca', path: '/play/turbogames/rocket-x' } },
    { message: 'Imposta un limite di deposito in pochi secondi dal tuo profilo.', icon: 'shield', link: null },
  ],
};

export function noticesFor(locale: Locale) {
  const language = locale === 'de' ? 'de' : locale === 'fr-CA' ? 'fr' : locale === 'no' ? 'no' : locale === 'it' ? 'it' : 'en';
  return NOTICES[language];
}
