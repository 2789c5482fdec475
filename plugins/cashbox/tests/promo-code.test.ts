import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../../core/plugin/define';
import { pluginRuntimeOf } from '../../../core/runtime/plugin-runtime';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { cashboxManifest } from '../manifest';
import { followPromoCodes } from '../lifecycle/promo-code';
import { offersStandIn } from './fixtures';

const cashbox = catalogEntry(cashboxManifest, () => import('../index'));
const settings = { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } };

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('deposit promo code (spec part 1 §4, part 2 §4)', () => {
  it('keeps a code from the query in the session and takes it out of the address (the gift code is not its own)', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [cashbox], url: '/pokies?depositPromocode=WELCOME&giftPromocode=GIFT1&x=1' });
    const storage = memoryStorage({ depositPromocodeShowed: 'true' });
    await followPromoCodes(pluginRuntimeOf(runtime), '/pokies', storage);
    expect(Object.fromEntries(storage.map)).toEqual({ depositPromocode: 'WELCOME' });
    expect(navigation.current().pathname + navigation.current().search).toBe('/pokies?giftPromocode=GIFT1&x=1');
  });

  it('clears the stored deposit code on main for a guest (the gift code is the bonuses plugin\'s to clear)', async () => {
    const { runtime } = await createTestRuntime({ plugins: [cashbox], url: '/' });
    const storage = memoryStorage({ depositPromocode: 'WELCOME', giftPromocode: 'GIFT1', depositPromocodeShowed: 'true' });
    await followPromoCodes(pluginRuntimeOf(runtime), '/', storage);
    expect(Object.fromEntries(storage.map)).toEqual({ giftPromocode: 'GIFT1' });
  });

  it('on main, sets the code for a player, clears it when no bonus is offered, then opens the deposit', async () => {
    const { runtime, api, navigation } = await createTestRuntime({
      plugins: [cashbox, offersStandIn([])],
      player: testPlayer({ can_issue_bonuses: false }),
      url: '/',
      api: {
        'GET /api/player/settings': settings,
        'PATCH /api/player/update_bonus_settings': { deposit_bonus_code: null, can_issue: true },
        'PATCH /api/player/set_bonus_code': { deposit_bonus_code: 'WELCOME', can_issue: true },
        'DELETE /api/player/clear_bonus_code': { deposit_bonus_code: null, can_issue: true },
      },
    });
    const storage = memoryStorage({ depositPromocode: 'WELCOME' });
    await followPromoCodes(pluginRuntimeOf(runtime), '/', storage);
    const writes = api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path.split('?')[0]}`);
    expect(writes).toEqual(['PATCH /api/player/update_bonus_settings', 'PATCH /api/player/set_bonus_code', 'DELETE /api/player/clear_bonus_code']);
    expect(api.calls.find((c) => c.path === '/api/player/set_bonus_code')?.body).toEqual({ deposit_bonus_code: 'WELCOME' });
    expect(storage.map.get('depositPromocode')).toBeUndefined();
    expect(storage.map.get('depositPromocodeShowed')).toBe('true');
    expect(navigation.current().pathname).toBe('/deposit');

    // Shown once: main again does nothing.
    const before = api.calls.length;
    storage.setItem('depositPromocode', 'WELCOME');
    await followPromoCodes(pluginRuntimeOf(runtime), '/', storage);
    expect(api.calls.length).toBe(before);
  });

  it('keeps a code that brings a bonus and opens the deposit with it applied', async () => {
    const offer = { id: 3, title: 'Welcome 100%', description: '', currency: 'EUR', percent: 100, max_amount_cents: 50_000, min_deposit_cents: 2_000, wager_multiplier: 35, freespins_count: 0 };
    const { runtime, navigation } = await createTestRuntime({
      plugins: [cashbox, offersStandIn([offer])],
      player: testPlayer(),
      url: '/',
      api: { 'GET /api/player/settings': settings, 'PATCH /api/player/set_bonus_code': {} },
    });
    const storage = memoryStorage({ depositPromocode: 'WELCOME' });
    await followPromoCodes(pluginRuntimeOf(runtime), '/', storage);
    expect(storage.map.get('depositPromocode')).toBe('WELCOME');
    expect(navigation.current().pathname + navigation.current().search).toBe('/deposit?autoApplyPromocode=true');
  });

  it('without the bonuses service no bonus is offered: the code is cleared and the plain deposit opens', async () => {
    const { runtime, navigation } = await createTestRuntime({
      plugins: [cashbox],
      player: testPlayer(),
      url: '/',
      api: { 'GET /api/player/settings': settings, 'PATCH /api/player/set_bonus_code': {}, 'DELETE /api/player/clear_bonus_code': {} },
    });
    const storage = memoryStorage({ depositPromocode: 'WELCOME' });
    await followPromoCodes(pluginRuntimeOf(runtime), '/', storage);
    expect(storage.map.get('depositPromocode')).toBeUndefined();
    expect(navigation.current().pathname + navigation.current().search).toBe('/deposit');
  });
});
