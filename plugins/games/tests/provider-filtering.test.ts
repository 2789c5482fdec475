import { describe, expect, it } from 'vitest';
import { hiddenProviders } from '@schemas/feconfig/provider-visibility';
import { visibleGames } from '../catalogue-config';
import { testGame } from './game-fixture';

// The hiding rule itself is tested beside it (schemas/feconfig/provider-visibility.test.ts).
describe('provider hiding in the catalogue (spec part 1 §6)', () => {
  it('never shows a game whose provider is hidden', () => {
    const config = { disabled: { 'pixel-pharaoh': ['AU', 'DE'] } };
    const games = [testGame({ provider: 'pixel-pharaoh' }), testGame({ provider: 'thunderbay', slug: 'storm' })];
    expect(visibleGames(games, hiddenProviders(config, 'DE')).map((g) => g.provider)).toEqual(['thunderbay']);
  });
});
