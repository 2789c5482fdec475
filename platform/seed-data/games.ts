import { VOLATILITY_RATINGS, type Device, type WireGame } from '../../schemas/wire/games';
import { FIAT_CURRENCIES } from '../../config/currencies';
import { convertEurCents, currencyGameId, GAME_CURRENCIES } from './currencies';
import { ADJECTIVES, LIVE_ADJECTIVES, LIVE_SUFFIXES, LIVE_TYPES, SUFFIXES, TABLE_TITLES, THEME_WORDS } from './game-titles';
import { createPrng, slugify, type Prng } from './prng';
import { PROVIDERS, type ProviderSeed } from './providers';

/** "Today" of the demo catalogue: `new` and `prerelease` are relative to it, so output never drifts. */
export const CATALOGUE_ANCHOR = Date.UTC(2026, 0, 15);
const DAY = 86_400_000;

/** A seeded game: the family's wire shape, plus its slug for the seeding code (not stored in the payload). */
export type SeededGame = WireGame & { slug: string };

export interface GameSeed {
  game: SeededGame;
  baseId: number;
  position: number;
  popularity: number;
  devicesMask: number;
  /** Category and theme collection ids with this game's rank inside each. */
  collections: string[];
}

type Kind = 'slot' | 'live' | 'table' | 'crash';

function slotTitle(rng: Prng): { title: string; theme: string } {
  const theme = rng.pick(Object.keys(THEME_WORDS));
  const noun = rng.pick(THEME_WORDS[theme]!);
  // Five title shapes; "Book of …" is the genre players search for most, so the catalogue has it.
  const forms = [
    () => `${rng.pick(ADJECTIVES)} ${noun}`,
    () => `${noun} ${rng.pick(SUFFIXES)}`,
    () => `${rng.pick(ADJECTIVES)} ${noun} ${rng.pick(SUFFIXES)}`,
    () => `${noun}’s ${rng.pick(['Vault', 'Kingdom', 'Secret', 'Crown', 'Spell', 'Trail', 'Charm'])}`,
    () => `Book of ${noun}`,
  ];
  const title = forms[rng.int(0, forms.length - 1)]!();
  return { title, theme };
}

function liveTitle(rng: Prng): { title: string; category: string } {
  const type = rng.pick(LIVE_TYPES);
  const suffix = rng.pick(LIVE_SUFFIXES);
  const number = rng.chance(0.2) ? ` ${rng.int(1, 12)}` : '';
  return { title: `${rng.pick(LIVE_ADJECTIVES)} ${type.word}${suffix ? ` ${suffix}` : ''}${number}`, category: type.category };
}

/** Fiat codes a studio does not offer, so tiles can show "currency not supported" for some players. */
function missingFiat(rng: Prng): Set<string> {
  const optional = ['JPY', 'BRL', 'INR', 'KZT', 'NOK', 'PLN', 'GBP', 'CAD', 'AUD', 'NZD'];
  return new Set(rng.sample(optional, rng.int(0, 3)));
}

function buildGame(rng: Prng, provider: ProviderSeed, kind: Kind, title: string, slug: string, baseId: number, missing: Set<string>, extraCategories: string[], theme: string | null): GameSeed {
  const releasedAt = kind === 'crash' ? CATALOGUE_ANCHOR - 400 * DAY : CATALOGUE_ANCHOR - rng.int(-20, 1100) * DAY;
  const ageDays = (CATALOGUE_ANCHOR - releasedAt) / DAY;
  const popularity = Math.round(1000 * rng.next() ** 3 * 1000) / 1000;
  const categories = new Set<string>(extraCategories);
  if (kind === 'slot') ['slots', 'pokies'].forEach((c) => categories.add(c));
  if (kind === 'live') categories.add('live');
  if (kind === 'table') categories.add('table');
  if (kind === 'crash') ['crash', 'special', 'top'].forEach((c) => categories.add(c));
  if (ageDays < 0) categories.add('prerelease');
  else if (ageDays < 60) categories.add('new');
  if (popularity > 450) categories.add('top');
  if (rng.chance(0.06)) categories.add('recommended');
  if (kind === 'slot') {
    if (rng.chance(0.05)) categories.add('special');
    if (rng.chance(0.12)) categories.add('animated');
    if (rng.chance(0.03)) categories.add('exclusive');
    if (rng.chance(0.05)) categories.add('jackpots');
    if (rng.chance(0.15)) categories.add('bonus-buy');
    if (title.includes('Megaways')) categories.add('megaways');
  }
  const hasDemo = kind !== 'live' && rng.chance(0.92);
  const gameMissing = new Set(missing);
  if (rng.chance(0.06)) gameMissing.add(rng.pick(FIAT_CURRENCIES.filter((c) => c !== 'EUR')));
  const jackpotEur = categories.has('jackpots') ? rng.int(1_000, 150_000) * 100 : 0;
  const currencies: WireGame['currencies'] = {};
  for (const code of GAME_CURRENCIES) {
    if (gameMissing.has(code)) continue;
    if (code === 'FUN' && !hasDemo) continue;
    const jackpot = jackpotEur ? convertEurCents(jackpotEur, code) : null;
    // The family sends `jackpot: null` for a game without one.
    currencies[code] = { id: currencyGameId(baseId, code), jackpot };
  }
  const roll = rng.next();
  const devices: Device[] = kind === 'table' && roll < 0.1 ? ['desktop'] : roll < 0.03 ? ['desktop'] : roll < 0.05 ? ['mobile'] : ['desktop', 'mobile'];
  const categoryList = [...categories].sort();
  // The family's shape (WIRE.md, issue 9): no name, badges or preview URL (clients derive them), `lines` and
  // `ways` present as `null` when unknown, RTP and hit rate as decimal strings.
  const game: SeededGame = {
    identifier: `${provider.slug}/${slug}`,
    slug,
    title,
    seo_title: slug,
    provider: provider.slug,
    categories: categoryList,
    has_demo_mode: hasDemo,
    currencies,
    devices,
    released_at: new Date(releasedAt).toISOString(),
    lines: null,
    ways: null,
    volatility_rating: null,
    payout: null,
    hit_rate: null,
  };
  const percent = (basisPoints: number) => (basisPoints / 100).toFixed(2);
  if (kind === 'slot') {
    if (title.includes('Megaways')) game.ways = 117_649;
    else if (rng.chance(0.4)) game.ways = rng.pick([243, 1024, 4096]);
    else game.lines = rng.pick([5, 10, 20, 25, 40, 50, 100]);
    game.volatility_rating = rng.pick(VOLATILITY_RATINGS);
    game.payout = percent(rng.int(9400, 9750));
    // Not drawn from the generator, so adding it left every other seeded value as it was.
    game.hit_rate = percent(1500 + ((baseId * 733) % 2500));
  } else if (kind !== 'live') game.payout = percent(rng.int(9500, 9930));
  const devicesMask = (devices.includes('desktop') ? 1 : 0) | (devices.includes('mobile') ? 2 : 0);
  return { game, baseId, position: 0, popularity, devicesMask, collections: theme ? [...categoryList, theme] : categoryList };
}

/** The whole demo catalogue: ≥2,000 games from every studio in PROVIDERS, byte-identical each run. */
export function generateGames(seed = 20260115): GameSeed[] {
  const rng = createPrng(seed);
  const seeds: GameSeed[] = [];
  let baseId = 1;
  const dropStudios = new Set(rng.sample(PROVIDERS.filter((p) => !p.live), 4).map((p) => p.slug));
  for (const provider of PROVIDERS) {
    const missing = missingFiat(rng);
    const slugs = new Set<string>();
    const add = (kind: Kind, rawTitle: string, extra: string[], theme: string | null) => {
      let title = rawTitle;
      let slug = slugify(title);
      for (let n = 2; slugs.has(slug); n++) {
        title = `${rawTitle} ${n}`;
        slug = slugify(title);
      }
      slugs.add(slug);
      seeds.push(buildGame(rng, provider, kind, title, slug, baseId++, missing, extra, theme));
    };
    if (provider.live) {
      const count = rng.int(28, 40);
      for (let i = 0; i < count; i++) {
        const { title, category } = liveTitle(rng);
        add('live', title, rng.chance(0.12) ? [category, 'pragmatic-drop-wins-live'] : [category], null);
      }
      continue;
    }
    if (provider.slug === 'turbogames') add('crash', 'Rocket X', [], 'space');
    const slots = rng.int(42, 62);
    for (let i = 0; i < slots; i++) {
      const { title, theme } = slotTitle(rng);
      add('slot', title, dropStudios.has(provider.slug) && rng.chance(0.3) ? ['pragmatic-drop-wins'] : [], theme);
    }
    for (const title of rng.sample(TABLE_TITLES, rng.int(1, 4))) add('table', title, [], null);
  }
  // Curated lobby order: most popular first, with a little operator shuffle.
  const score = new Map(seeds.map((s) => [s, s.popularity + rng.next() * 50]));
  const ordered = [...seeds].sort((a, b) => score.get(b)! - score.get(a)! || a.baseId - b.baseId);
  ordered.forEach((s, i) => (s.position = i + 1));
  return seeds;
}
