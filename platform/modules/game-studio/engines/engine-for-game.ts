import { SLOT_FAMILY_IDS, type SlotFamilyId } from './slot-family';

/**
 * Which engine plays a catalogue game. Pure: the same game always gets the same engine, on every
 * process and after every reseed, so rounds, history and links stay consistent.
 *
 * The rule, first match wins (words are read from the identifier's slug, `provider/slug`):
 * 1. category `crash`, or `turbogames/rocket-x` → crash.
 * 2. category `slots` or `pokies` → a slot family (below).
 * 3. a slug naming blackjack → blackjack (a live blackjack is dealt per player, like the table one).
 * 4. category `live`, any `live-…` or `game-shows` → the shared live roulette table, its table id the
 *    game's identifier (live roulette, and the live shows and card tables the studio has no engine of).
 * 5. category `table`: a slug naming roulette or keno (number draws) → roulette; the rest of the table category
 *    (baccarat, poker, red dog, pai gow…: card games) → blackjack.
 * 6. anything else → a slot family.
 *
 * Slot family: by the game's volatility rating when it has one (low and low-medium → fruit-fiesta,
 * medium and medium-high → crystal-sevens, high and very-high → pharaohs-fortune), so the volatility a
 * tile shows is the volatility the game plays; otherwise by FNV-1a(identifier) mod 3 over SLOT_FAMILY_IDS.
 */
export type GameEngine =
  | { kind: 'slot'; family: SlotFamilyId }
  | { kind: 'roulette' }
  | { kind: 'blackjack' }
  | { kind: 'crash' }
  | { kind: 'live-roulette'; tableId: string };

export type EngineKind = GameEngine['kind'];

/** What the catalogue knows of a game that the choice needs (the wire Game has all of it). */
export interface GameFacts {
  identifier: string;
  /** Lobby category ids; the wire Game may lack them (none then) and is tolerant of odd entries (ignored). */
  categories?: readonly unknown[] | null;
  volatility_rating?: string | null;
}

const VOLATILITY_FAMILY: Readonly<Record<string, SlotFamilyId>> = {
  low: 'fruit-fiesta',
  'low-medium': 'fruit-fiesta',
  medium: 'crystal-sevens',
  'medium-high': 'crystal-sevens',
  high: 'pharaohs-fortune',
  'very-high': 'pharaohs-fortune',
};

/** FNV-1a, 32 bits: a stable spread of identifiers that needs no crypto. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function slotFamilyForGame(game: GameFacts): SlotFamilyId {
  const byVolatility = game.volatility_rating ? VOLATILITY_FAMILY[game.volatility_rating] : undefined;
  return byVolatility ?? SLOT_FAMILY_IDS[fnv1a(game.identifier) % SLOT_FAMILY_IDS.length]!;
}

const slugWords = (identifier: string) => new Set((identifier.split('/').pop() ?? '').split('-'));

export function engineForGame(game: GameFacts): GameEngine {
  const categories = new Set((game.categories ?? []).filter((c): c is string => typeof c === 'string'));
  const words = slugWords(game.identifier);
  if (categories.has('crash') || game.identifier === 'turbogames/rocket-x') return { kind: 'crash' };
  if (categories.has('slots') || categories.has('pokies')) return { kind: 'slot', family: slotFamilyForGame(game) };
  if (words.has('blackjack')) return { kind: 'blackjack' };
  const live = [...categories].some((c) => c === 'live' || c.startsWith('live-') || c === 'game-shows');
  if (live) return { kind: 'live-roulette', tableId: game.identifier };
  if (categories.has('table')) return words.has('roulette') || words.has('keno') ? { kind: 'roulette' } : { kind: 'blackjack' };
  return { kind: 'slot', family: slotFamilyForGame(game) };
}
