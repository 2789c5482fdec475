import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gamePreviewUrl } from '../../schemas/wire/game-preview';
import { gameProviderSchema, gameSchema } from '../../schemas/wire/games';
import { playerSchema } from '../../schemas/wire/player';
import { WIRE_CASES, entriesOf, readAsClient, readFixture } from './wire-fixtures';

describe('payloads of a platform of the family (tests/fixtures/wire)', () => {
  it.each(WIRE_CASES.map((c) => [c.fixture, c] as const))('%s is read without losing an item', (_name, wireCase) => {
    const payload = readFixture(wireCase.fixture);
    const result = readAsClient(wireCase, payload);
    expect(result.ok).toBe(true);
    expect(result.dropped).toEqual([]);
    expect(result.kept).toHaveLength(entriesOf(wireCase, payload).length);
  });

  it('derives what the family does not send and normalises numeric strings once', () => {
    const game = z.parse(gameSchema, readFixture('game.json'));
    expect(game).toMatchObject({
      slug: 'ElvisFrogInVegas',
      name: 'Elvis Frog in Vegas',
      payout: 96,
      hit_rate: null,
      volatility_rating: 'low-medium',
      preview: null,
      badges: [{ type: 'new', theme: 'green' }, { type: 'jackpot', theme: 'gold' }],
    });
    expect(game.currencies.EUR).toEqual({ id: 2211, jackpot: 1523400 });
    expect(gamePreviewUrl(game)).toBe('/previews/bgaming/ElvisFrogInVegas.svg');
    expect(gamePreviewUrl(game, 'https://cdn.example.com/i/s2/{identifier}.webp')).toBe('https://cdn.example.com/i/s2/bgaming/ElvisFrogInVegas.webp');
  });

  it('keeps unknown enum values and devices out of the way', () => {
    const [, , live] = (readFixture('games-filter.json') as { data: unknown[] }).data;
    const game = z.parse(gameSchema, { ...(live as object), volatility_rating: 'extreme' });
    expect(game.volatility_rating).toBe('other');
    expect(game.devices).toEqual(['desktop', 'mobile']);
    expect(game.currencies.CAD).toEqual({ id: 7002, jackpot: null });
  });

  it('reads string provider ids and a missing slug', () => {
    const [first, , third] = readFixture('game-providers.json') as unknown[];
    expect(z.parse(gameProviderSchema, first)).toMatchObject({ id: '101', slug: 'pragmaticexternal', games_count: null, logo: null });
    expect(z.parse(gameProviderSchema, third)).toMatchObject({ id: '103', slug: 'evolution', provider: 'evolution' });
  });

  it('reads a player with null personal fields and mixed status ids', () => {
    const player = z.parse(playerSchema, readFixture('player.json'));
    expect(player).toMatchObject({ state: null, mobile_phone: null, sumsub_verified: false, receive_sms_promos: false, groups: [] });
    expect(player.statuses.map((s) => s.id)).toEqual([1117, 257]);
  });
});
