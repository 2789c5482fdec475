import type { Locale } from '../../../config/locales';
import type { Banner, BannersConfig } from '../../../schemas/feconfig/banners-config.schema';
import { startOfWeekUtc, WEEK_MS } from '../weeks';

/** Banner copy per language; English variants share English. `{welcome_bonus}` etc. come from variables. */
interface BannerCopy {
  welcome: [string, string, string];
  tournament: [string, string, string];
  jackpot: [string, string, string];
  vip: [string, string, string];
  terms: [string, string, string];
  crypto: [string, string, string];
}

const COPY: Record<'en' | 'de' | 'fr' | 'no' | 'it', BannerCopy> = {
  en: {
    welcome: ['Welcome bonus up to {welcome_bonus}', 'Plus 200 free spins on your first four deposits.', 'Claim bonus'],
    tournament: ['Weekly Spin Race', 'Climb the leaderboard and share a prize pool of {prize_pool}.', 'Join now'],
    jackpot: ['Mystic Jackpot', 'Four levels, one spin away. Grand level over {grand}.', 'Play jackpot games'],
    vip: ['VIP Club', 'Personal manager, faster withdrawals and weekly cashback.', 'Discover VIP'],
    terms: ['Bonus terms', 'Wagering', 'Bonus wagering x35 within 10 days. 18+. Play responsibly.'],
    crypto: ['Crypto Weekend', '+25% on crypto deposits, up to {crypto_bonus}.', 'Deposit crypto'],
  },
  de: {
    welcome: ['Willkommensbonus bis zu {welcome_bonus}', 'Dazu 200 Freispiele auf deine ersten vier Einzahlungen.', 'Bonus sichern'],
    tournament: ['Wöchentliches Spin-Rennen', 'Klettere in der Rangliste und teile dir einen Preispool von {prize_pool}.', 'Jetzt mitmachen'],
    jackpot: ['Mystic Jackpot', 'Vier Stufen, nur einen Dreh entfernt. Grand-Stufe über {grand}.', 'Jackpot-Spiele spielen'],
    vip: ['VIP-Club', 'Persönlicher Manager, schnellere Auszahlungen und wöchentliches Cashback.', 'VIP entdecken'],
    terms: ['Bonusbedingungen', 'Umsatz', 'Bonus 35-fach innerhalb von 10 Tagen umsetzen. 18+. Spiele verantwortungsvoll.'],
    crypto: ['Krypto-Wochenende', '+25 % auf Krypto-Einzahlungen, bis zu {crypto_bonus}.', 'Krypto einzahlen'],
  },
  fr: {
    welcome: ['Bonus de bienvenue jusqu’à {welcome_bonus}', 'Et 200 tours gratuits sur vos quatre premiers dépôts.', 'Obtenir le bonus'],
    tournament: ['Course hebdomadaire aux tours', 'Grimpez au classement et partagez une cagnotte de {prize_pool}.', 'Participer'],
    jackpot: ['Mystic Jackpot', 'Quatre niveaux, à un tour près. Niveau Grand au-delà de {grand}.', 'Jouer aux jeux à jackpot'],
    vip: ['Club VIP', 'Gestionnaire personnel, retraits plus rapides et remise hebdomadaire.', 'Découvrir le VIP'],
    terms: ['Conditions du bonus', 'Mise', 'Bonus à miser 35 fois en 10 jours. 18+. Jouez de façon responsable.'],
    crypto: ['Week-end crypto', '+25 % sur les dépôts en crypto, jusqu’à {crypto_bonus}.', 'Déposer en crypto'],
  },
  no: {
    welcome: ['Velkomstbonus opptil {welcome_bonus}', 'Pluss 200 gratisspinn på de fire første innskuddene dine.', 'Hent bonus'],
    tournament: ['Ukentlig spinnløp', 'Klatre på resultatlisten og del en premiepott på {prize_pool}.', 'Bli med nå'],
    jackpot: ['Mystic Jackpot', 'Fire nivåer, bare ett spinn unna. Grand-nivået er over {grand}.', 'Spill jackpotspill'],
    vip: ['VIP-klubben', 'Personlig kontakt, raskere uttak og ukentlig cashback.', 'Oppdag VIP'],
    terms: ['Bonusvilkår', 'Omsetning', 'Bonusen må omsettes 35 ganger innen 10 dager. 18+. Spill ansvarlig.'],
    crypto: ['Kryptohelg', '+25 % på kryptoinnskudd, opptil {crypto_bonus}.', 'Sett inn krypto'],
  },
  it: {
    welcome: ['Bonus di benvenuto fino a {welcome_bonus}', 'In più 200 giri gratuiti sui tuoi primi quattro depositi.', 'Richiedi il bonus'],
    tournament: ['Corsa settimanale agli spin', 'Scala la classifica e dividi un montepremi di {prize_pool}.', 'Partecipa ora'],
    jackpot: ['Mystic Jackpot', 'Quattro livelli, a un giro di distanza. Livello Grand oltre {grand}.', 'Gioca ai jackpot'],
    vip: ['Club VIP', 'Manager personale, prelievi più rapidi e cashback settimanale.', 'Scopri il VIP'],
    terms: ['Termini del bonus', 'Puntata', 'Il bonus va puntato 35 volte entro 10 giorni. 18+. Gioca responsabilmente.'],
    crypto: ['Weekend crypto', '+25% sui depositi in crypto, fino a {crypto_bonus}.', 'Deposita in crypto'],
  },
};

const LANGUAGE: Record<Locale, keyof typeof COPY> = { en: 'en', 'en-AU': 'en', 'en-CA': 'en', 'en-NZ': 'en', 'en-KW': 'en', de: 'de', 'fr-CA': 'fr', no: 'no', it: 'it' };

export const gradient = (a: string, b: string, c: string, d: string) => ({ colorLeft: a, colorLeftCenter: b, colorRightCenter: c, colorRight: d });
/** Live from the demo's start to well after it: the banners a brand always runs. */
export const LIVE = { start: '2025-01-01T00:00:00.000Z', end: '2030-12-31T23:59:59.000Z' };

export function bannersConfigFor(locale: Locale, now: Date): BannersConfig {
  const c = COPY[LANGUAGE[locale]];
  const weekStart = startOfWeekUtc(now);
  const banners: Banner[] = [
    {
      id: 1,
      frontend_identifier: 'welcome-pack',
      title: { text: c.welcome[0] },
      description: { text: c.welcome[1] },
      categories: ['slider-index-top'],
      order: { 'slider-index-top': 1 },
      logged: false,
      liveTime: LIVE,
      gradient: gradient('#2b1055', '#4b1d8f', '#7597de', '#2b1055'),
      labels: [{ title: 'NEW', type: 'badge', theme: 'green', dot: true }],
      button: { name: c.welcome[2], url: '/sign-up', type: 'sign-up' },
      secondButton: { name: c.terms[0], popup: { title: c.terms[0], secondTitle: c.terms[1], desc: c.terms[2] } },
      image: '/previews/banners/welcome-pack.svg',
      variables: { welcome_bonus: { EUR: 150_000, USD: 150_000, CAD: 200_000, AUD: 250_000, NZD: 250_000, NOK: 1_500_000, BTC: 5_000_000 } }, // minor units, formatted by the client
    },
    {
      id: 2,
      frontend_identifier: 'weekly-spin-race',
      title: { text: c.tournament[0] },
      description: { text: c.tournament[1] },
      categories: ['slider-index-top'],
      order: { 'slider-index-top': 2 },
      liveTime: LIVE,
      gradient: gradient('#0f2027', '#203a43', '#2c5364', '#0f2027'),
      labels: [{ title: 'LIVE', type: 'status', theme: 'red', dot: true }],
      button: { name: c.tournament[2], url: '/tournaments/weekly-spin-race', type: 'tournaments', frontendIdentifier: 'weekly-spin-race' },
      image: '/previews/banners/weekly-spin-race.svg',
      variables: { prize_pool: { EUR: 1_000_000, USD: 1_100_000, CAD: 1_500_000, AUD: 1_600_000, NZD: 1_800_000, NOK: 11_500_000 } },
      // The race's own week (platform/modules/tournaments/seed.ts): the platform rolls the window on each Monday.
      timer: { start_at: new Date(weekStart).toISOString(), end_at: new Date(weekStart + WEEK_MS).toISOString(), repeat_every_seconds: WEEK_MS / 1000 },
    },
    {
      id: 3,
      frontend_identifier: 'mystic-jackpot',
      title: { text: c.jackpot[0] },
      description: { text: c.jackpot[1] },
      categories: ['slider-index-top', 'slider-index-top-jackpots'],
      order: { 'slider-index-top': 3, 'slider-index-top-jackpots': 1 },
      liveTime: LIVE,
      gradient: gradient('#42275a', '#734b6d', '#b06ab3', '#42275a'),
      button: { name: c.jackpot[2], url: '/categories/jackpots', type: 'link' },
      image: '/previews/banners/mystic-jackpot.svg',
      variables: { grand: { EUR: 10_000_000, USD: 10_800_000, CAD: 14_700_000 } },
    },
    {
      id: 4,
      frontend_identifier: 'vip-club',
      title: { text: c.vip[0] },
      description: { text: c.vip[1] },
      categories: ['slider-index-top'],
      order: { 'slider-index-top': 4 },
      logged: true,
      groups: [257, 258, 259, 255, 759],
      currencyContext: 'any',
      liveTime: LIVE,
      gradient: gradient('#141e30', '#243b55', '#c9a227', '#141e30'),
      labels: [{ title: 'VIP', type: 'badge', theme: 'gold' }],
      button: { name: c.vip[2], url: '/vip', type: 'link' },
      image: '/previews/banners/vip-club.svg',
      overlayImage: '/previews/awards/best-vip-programme-2025.svg',
    },
    {
      id: 5,
      frontend_identifier: 'crypto-weekend',
      title: { text: c.crypto[0] },
      description: { text: c.crypto[1] },
      categories: ['slider-index-top-jackpots'],
      order: { 'slider-index-top-jackpots': 2 },
      currencyContext: 'crypto',
      liveTime: LIVE,
      gradient: gradient('#1d2b64', '#3a4f9c', '#f8cdda', '#1d2b64'),
      button: { name: c.crypto[2], url: '/benefits-of-crypto', type: 'link' },
      image: '/previews/payments/bitcoin.svg',
      // Minor units: crypto counts in 10^-8 of a coin (config/currencies.ts), so 0.01 BTC and 0.2 ETH.
      variables: { crypto_bonus: { EUR: 50_000, USD: 55_000, BTC: 1_000_000, ETH: 20_000_000, LTC: 500_000_000 } },
    },
  ];
  return { locale, autoplayMs: 10_000, banners };
}
