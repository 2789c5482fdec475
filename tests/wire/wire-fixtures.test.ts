import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gamePreviewUrl } from '../../schemas/wire/game-preview';
import { providerLogoUrl } from '../../schemas/wire/provider-logo';
import { gameProviderSchema, gameSchema } from '../../schemas/wire/games';
import { userLimitSchema } from '../../schemas/wire/limits';
import { paymentSchema } from '../../schemas/wire/money';
import { playerSchema, playerSettingsSchema } from '../../schemas/wire/player';
import { paymentsChangesEventSchema, winEventSchema } from '../../schemas/wire/realtime';
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

  it('reads table limits per currency, leaving out a bad entry on its own, and none for a game without them', () => {
    const [slot, , live] = (readFixture('games-filter.json') as { data: unknown[] }).data.map((g) => z.parse(gameSchema, g));
    expect(live!.table_limits).toEqual({ EUR: { min_cents: 20, max_cents: 500000 }, CAD: { min_cents: 30, max_cents: 700000 } });
    expect(slot!.table_limits).toEqual({});
    const odd = z.parse(gameSchema, { ...(readFixture('game.json') as object), table_limits: 'high' });
    expect(odd.table_limits).toEqual({});
  });

  it('derives a HOT badge from the hot category, not from the curated top list', () => {
    const game = readFixture('game.json') as object;
    expect(z.parse(gameSchema, { ...game, categories: ['slots', 'top'] }).badges).toEqual([]);
    expect(z.parse(gameSchema, { ...game, categories: ['hot', 'slots', 'exclusive'] }).badges.map((b) => b.type)).toEqual(['hot', 'exclusive']);
  });

  it('reads string provider ids and a missing slug', () => {
    const [first, , third] = readFixture('game-providers.json') as unknown[];
    expect(z.parse(gameProviderSchema, first)).toMatchObject({ id: '101', slug: 'pragmaticexternal', games_count: null, logo: null });
    expect(z.parse(gameProviderSchema, third)).toMatchObject({ id: '103', slug: 'evolution', provider: 'evolution' });
    // No `logo` from the family: the site's pattern over the provider's name (default: the reference platform's).
    const pragmatic = z.parse(gameProviderSchema, first);
    expect(providerLogoUrl(pragmatic)).toBe('/previews/providers/pragmaticexternal.svg');
    expect(providerLogoUrl(pragmatic, 'https://cdn.example.com/logos/{provider}.png')).toBe('https://cdn.example.com/logos/pragmaticexternal.png');
    expect(providerLogoUrl({ ...pragmatic, logo: '/own.svg' }, 'https://cdn.example.com/{slug}.png')).toBe('/own.svg');
  });

  it('reads a player with null personal fields and mixed status ids', () => {
    const player = z.parse(playerSchema, readFixture('player.json'));
    expect(player).toMatchObject({ state: null, mobile_phone: null, sumsub_verified: false, receive_sms_promos: false, groups: [] });
    expect(player.statuses.map((s) => s.id)).toEqual([1117, 257]);
  });

  it('keeps payments and limits with states and types newer than the client as other', () => {
    const [, btc, unknown] = (readFixture('payments.json') as unknown[]).map((p) => z.parse(paymentSchema, p));
    expect(btc).toMatchObject({ id: 9002, amount_cents: 250000, brand: '', success: false, cancellation_reason: null });
    expect(unknown!.state).toBe('other');
    expect(z.parse(paymentsChangesEventSchema, readFixture('payments-changes-event.json'))).toMatchObject({ id: 9002, state: 'other' });
    const [, odd, lock] = (readFixture('user-limits.json') as unknown[]).map((l) => z.parse(userLimitSchema, l));
    expect(odd).toMatchObject({ id: 78, type: 'other', status: 'other', accounts: [{ currency: null, amount_cents: 60, current_value_amount_cents: 0 }] });
    expect(lock).toMatchObject({ type: 'cooling_off', strategy: 'lock', accounts: [] });
  });

  it('reads the real-time payloads and settings the family sends', () => {
    expect(z.parse(winEventSchema, readFixture('wins-event.json'))).toMatchObject({ nickname: '', amount_cents: 152300 });
    expect(z.parse(playerSettingsSchema, readFixture('player-settings.json')).socket.user).toBe('4242');
  });
});
