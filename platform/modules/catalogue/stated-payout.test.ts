import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPlatformApp } from '../../app';
import { generateGames } from '../../seed-data/games';
import { seedCatalogue } from './catalogue-seed';
import { statedPayout } from '../game-studio/engines/stated-rtp';
import { provideStatedPayout } from './stated-payout';
import { engineForGame } from '../game-studio/engines/engine-for-game';
import { SLOT_FAMILIES } from '../game-studio/engines/slot-families';

describe('a tile states the RTP of the engine that plays it', () => {
  it('the studio states each engine\'s RTP', () => {
    expect(statedPayout({ identifier: 'turbogames/rocket-x', categories: [] })).toBe('97.00');
    expect(statedPayout({ identifier: 'x/european-roulette', categories: ['table'] })).toBe('97.30');
    expect(statedPayout({ identifier: 'x/classic-blackjack', categories: ['table'] })).toBe('99.50');
    expect(statedPayout({ identifier: 'x/lightning-roulette', categories: ['live'] })).toBe('97.30');
    expect(statedPayout({ identifier: 'x/a', categories: ['slots'], volatility_rating: 'low' })).toBe('95.84');
    expect(statedPayout({ identifier: 'x/a', categories: ['slots'], volatility_rating: 'medium' })).toBe('96.14');
    expect(statedPayout({ identifier: 'x/a', categories: ['slots'], volatility_rating: 'very-high' })).toBe('96.28');
  });

  it('every seeded game stores its engine RTP, and a database of an earlier seed is brought up to it', async () => {
    const { app, ctx } = await buildPlatformApp({ dataDir: mkdtempSync(join(tmpdir(), 'catalogue-rtp-')) });
    const db = ctx.db;
    // The platform's seed already ran with the studio's provider: a drawn payout of an earlier seed is replaced.
    // An earlier seed's drawn payout on every game.
    const rows = db.prepare('SELECT identifier, payload FROM games').all() as { identifier: string; payload: string }[];
    const stale = db.prepare('UPDATE games SET payload = ? WHERE identifier = ?');
    for (const row of rows) stale.run(JSON.stringify({ ...JSON.parse(row.payload), payout: '94.01' }), row.identifier);
    seedCatalogue(db);
    const byId = new Map((db.prepare('SELECT identifier, payload FROM games').all() as { identifier: string; payload: string }[]).map((r) => [r.identifier, JSON.parse(r.payload) as { payout: string; categories: string[]; volatility_rating: string | null }]));
    expect(byId.size).toBe(generateGames().length);
    for (const [identifier, game] of byId) {
      const engine = engineForGame({ identifier, categories: game.categories, volatility_rating: game.volatility_rating });
      const expected = engine.kind === 'slot' ? SLOT_FAMILIES[engine.family].rtpPercent.toFixed(2) : { roulette: '97.30', 'live-roulette': '97.30', blackjack: '99.50', crash: '97.00' }[engine.kind];
      expect(game.payout, identifier).toBe(expected);
    }
    await app.close();
  });
});

describe('the stated payout extension point', () => {
  it('the seed stores what the provider answers for each game', async () => {
    const { app, ctx } = await buildPlatformApp({ dataDir: mkdtempSync(join(tmpdir(), 'catalogue-rtp-')) });
    provideStatedPayout(ctx.db, (game) => (game.identifier === 'turbogames/rocket-x' ? '12.34' : '50.00'));
    seedCatalogue(ctx.db);
    const payout = (id: string) => (JSON.parse(ctx.db.prepare('SELECT payload FROM games WHERE identifier = ?').pluck().get(id) as string) as { payout: string }).payout;
    expect(payout('turbogames/rocket-x')).toBe('12.34');
    await app.close();
  });
});
