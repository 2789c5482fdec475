import { describe, expect, it } from 'vitest';
import { generateGames } from '../../../seed-data/games';
import { engineForGame, fnv1a, slotFamilyForGame, type EngineKind } from './engine-for-game';
import { SLOT_FAMILIES } from './slot-families';
import { SLOT_FAMILY_IDS } from './slot-family';

const TILE_TO_FAMILY_VOLATILITY: Record<string, string> = {
  low: 'low',
  'low-medium': 'low',
  medium: 'medium',
  'medium-high': 'medium',
  high: 'high',
  'very-high': 'high',
};

describe('engine for a catalogue game', () => {
  it.each([
    ['turbogames/rocket-x', ['crash', 'special', 'top'], { kind: 'crash' }],
    ['turbogames/rocket-x', [], { kind: 'crash' }],
    ['crownlight-live/speed-roulette', ['live', 'live-roulette'], { kind: 'live-roulette', tableId: 'crownlight-live/speed-roulette' }],
    ['crownlight-live/thunder-sic-bo', ['game-shows', 'live'], { kind: 'live-roulette', tableId: 'crownlight-live/thunder-sic-bo' }],
    ['crownlight-live/grand-baccarat-12', ['live', 'live-baccarat'], { kind: 'live-roulette', tableId: 'crownlight-live/grand-baccarat-12' }],
    ['crownlight-live/auto-blackjack', ['live', 'live-blackjack'], { kind: 'blackjack' }],
    ['aurora-reels/european-roulette', ['table'], { kind: 'roulette' }],
    ['aurora-reels/keno-classic', ['table'], { kind: 'roulette' }],
    ['aurora-reels/multihand-blackjack', ['table', 'new'], { kind: 'blackjack' }],
    ['aurora-reels/baccarat-pro', ['table'], { kind: 'blackjack' }],
    ['aurora-reels/jacks-or-better', ['table'], { kind: 'blackjack' }],
  ] as const)('%s %j → %j', (identifier, categories, engine) => {
    expect(engineForGame({ identifier, categories })).toEqual(engine);
  });

  it('plays a slot with the family of its volatility rating, and spreads unrated slots by hash', () => {
    const game = (volatility_rating: string | null) => ({ identifier: 'aurora-reels/book-of-ra', categories: ['slots', 'pokies'], volatility_rating });
    expect(engineForGame(game('low'))).toEqual({ kind: 'slot', family: 'fruit-fiesta' });
    expect(engineForGame(game('low-medium'))).toEqual({ kind: 'slot', family: 'fruit-fiesta' });
    expect(engineForGame(game('medium-high'))).toEqual({ kind: 'slot', family: 'crystal-sevens' });
    expect(engineForGame(game('very-high'))).toEqual({ kind: 'slot', family: 'pharaohs-fortune' });
    expect(engineForGame(game(null))).toEqual({ kind: 'slot', family: SLOT_FAMILY_IDS[fnv1a('aurora-reels/book-of-ra') % 3] });
    // A slot whose title happens to name a table game is still a slot.
    expect(engineForGame({ identifier: 'x/roulette-riches', categories: ['slots'] }).kind).toBe('slot');
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
  });

  it('gives every seeded catalogue game an engine of its kind, the same on every call', () => {
    const kinds = new Map<EngineKind, number>();
    const families = new Map<string, number>();
    for (const { game } of generateGames()) {
      const engine = engineForGame(game);
      expect(engineForGame(game)).toEqual(engine);
      kinds.set(engine.kind, (kinds.get(engine.kind) ?? 0) + 1);
      if (engine.kind === 'slot') {
        families.set(engine.family, (families.get(engine.family) ?? 0) + 1);
        // The volatility the tile shows is the volatility of the family it plays (a 'low-medium' tile plays low, …).
        if (game.volatility_rating) expect(SLOT_FAMILIES[engine.family].volatility).toBe(TILE_TO_FAMILY_VOLATILITY[game.volatility_rating]);
      }
      if (game.categories?.includes('live-roulette')) expect(engine.kind).toBe('live-roulette');
      if (game.categories?.includes('slots')) expect(engine.kind).toBe('slot');
    }
    expect(kinds.get('crash')).toBe(1);
    for (const kind of ['slot', 'roulette', 'blackjack', 'live-roulette'] as const) expect(kinds.get(kind)).toBeGreaterThan(10);
    for (const family of SLOT_FAMILY_IDS) expect(families.get(family)).toBeGreaterThan(200);
  });

  it('falls back to a slot for an uncategorised game', () => {
    expect(engineForGame({ identifier: 'x/y', categories: [] })).toEqual({ kind: 'slot', family: slotFamilyForGame({ identifier: 'x/y', categories: [] }) });
  });
});
