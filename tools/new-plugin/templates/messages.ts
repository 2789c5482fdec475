import type { TemplateContext } from './context';

/**
 * The scaffold's texts in all nine locales (config/locales.ts), translated: the generated plugin passes
 * tests/core/plugin-messages.test.ts as it is, with no exception for scaffolds. Only `title` (the promo's name,
 * made from its id) is the same everywhere until the author names the promo — a name, inside the check's allowance
 * for shared words. English variants share English wording (none of these words is spelled differently there).
 */
type Texts = Record<'intro' | 'rowText' | 'open' | 'rounds' | 'staked' | 'signIn' | 'signInLink' | 'error' | 'loading', string>;

const EN: Texts = {
  intro: 'Your play today, counted as you go.',
  rowText: 'See how your day at the tables adds up.',
  open: 'Open',
  rounds: 'Rounds played today',
  staked: 'Staked today',
  signIn: 'Sign in to see your day.',
  signInLink: 'Sign in',
  error: 'This could not be loaded. Please try again later.',
  loading: 'Loading…',
};

const TEXTS: Record<string, Texts> = {
  en: EN,
  'en-AU': EN,
  'en-CA': EN,
  'en-NZ': EN,
  'en-KW': EN,
  de: {
    intro: 'Dein Spiel heute, laufend gezählt.',
    rowText: 'Sieh nach, was dein Tag bisher ergibt.',
    open: 'Öffnen',
    rounds: 'Heute gespielte Runden',
    staked: 'Heute eingesetzt',
    signIn: 'Melde dich an, um deinen Tag zu sehen.',
    signInLink: 'Anmelden',
    error: 'Das konnte nicht geladen werden. Bitte versuche es später noch einmal.',
    loading: 'Wird geladen…',
  },
  'fr-CA': {
    intro: 'Votre jeu d’aujourd’hui, compté au fur et à mesure.',
    rowText: 'Voyez le bilan de votre journée.',
    open: 'Ouvrir',
    rounds: 'Parties jouées aujourd’hui',
    staked: 'Misé aujourd’hui',
    signIn: 'Connectez-vous pour voir votre journée.',
    signInLink: 'Se connecter',
    error: 'Impossible de charger ces données. Réessayez plus tard.',
    loading: 'Chargement…',
  },
  it: {
    intro: 'Il tuo gioco di oggi, contato man mano.',
    rowText: 'Guarda il bilancio della tua giornata.',
    open: 'Apri',
    rounds: 'Round giocati oggi',
    staked: 'Puntato oggi',
    signIn: 'Accedi per vedere la tua giornata.',
    signInLink: 'Accedi',
    error: 'Impossibile caricare i dati. Riprova più tardi.',
    loading: 'Caricamento…',
  },
  no: {
    intro: 'Spillet ditt i dag, telt underveis.',
    rowText: 'Se hvordan dagen din ser ut så langt.',
    open: 'Åpne',
    rounds: 'Runder spilt i dag',
    staked: 'Satset i dag',
    signIn: 'Logg inn for å se dagen din.',
    signInLink: 'Logg inn',
    error: 'Dette kunne ikke lastes. Prøv igjen senere.',
    loading: 'Laster inn…',
  },
};

/** One locale's texts with the title (the e2e spec reads the German ones). */
export function textsOf({ n }: TemplateContext, locale: string): Texts & { title: string } {
  const texts = TEXTS[locale];
  if (!texts) throw new Error(`tools/new-plugin/templates/messages.ts has no texts for locale ${locale}`);
  return { title: n.title, ...texts };
}

/** One locale's file; a locale missing here fails loudly (a new locale in config/locales.ts needs its texts). */
export function messages(ctx: TemplateContext, locale: string): string {
  return `${JSON.stringify(textsOf(ctx, locale), null, 2)}\n`;
}
