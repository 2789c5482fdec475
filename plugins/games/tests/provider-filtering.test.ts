import { describe, expect, it } from 'vitest';
import { hiddenProviders, isBot } from '@schemas/feconfig/provider-visibility';
import { visibleGames } from '../catalogue-config';
import { testGame } from './game-fixture';

describe('provider hiding (spec part 1 §6)', () => {
  const config = { disabled: { 'quicksilver-spin': 'all' as const, 'pixel-pharaoh': ['AU', 'DE'], 'velvet-cactus': ['AU'] } };

  it('hides providers disabled everywhere or for the visitor country', () => {
    expect([...hiddenProviders(config, 'AU')].sort()).toEqual(['pixel-pharaoh', 'quicksilver-spin', 'velvet-cactus']);
    expect([...hiddenProviders(config, 'DE')].sort()).toEqual(['pixel-pharaoh', 'quicksilver-spin']);
    expect([...hiddenProviders(config, 'CA')]).toEqual(['quicksilver-spin']);
  });

  it('keeps only the first 20 disabled providers', () => {
    const disabled = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`studio-${i}`, 'all' as const]));
    const hidden = hiddenProviders({ disabled }, 'CA');
    expect(hidden.size).toBe(20);
    expect(hidden.has('studio-19')).toBe(true);
    expect(hidden.has('studio-20')).toBe(false);
  });

  it('is bypassed by the enableAllProviders flag (and for bots); no config hides nothing', () => {
    expect(hiddenProviders(config, 'AU', true).size).toBe(0);
    expect(hiddenProviders(null, 'AU').size).toBe(0);
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBot('Mozilla/5.0 (iPhone) Safari')).toBe(false);
  });

  it('never shows a game whose provider is hidden', () => {
    const games = [testGame({ provider: 'pixel-pharaoh' }), testGame({ provider: 'thunderbay', slug: 'storm' })];
    expect(visibleGames(games, hiddenProviders(config, 'DE')).map((g) => g.provider)).toEqual(['thunderbay']);
  });
});
