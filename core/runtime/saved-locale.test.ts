import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '../../tests/harness/create-test-runtime';
import { testPlayer } from '../../tests/harness/fixtures';
import { savedLocaleToUse } from './saved-locale';

const accounts = [{ currency: 'EUR', amount_cents: 0, available_to_cashout_cents: 0, active: true, deposit_available: true, hidden_at: null }];
const patches = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'PATCH' && c.path === '/api/player/update_locale');

describe('the player’s saved locale (issue 24 item 2)', () => {
  it('is used only when it differs and the site offers it', () => {
    expect(savedLocaleToUse('de', 'en', ['en', 'de'])).toBe('de');
    expect(savedLocaleToUse('de', 'de', ['en', 'de'])).toBeNull();
    expect(savedLocaleToUse('no', 'en', ['en', 'de'])).toBeNull();
    expect(savedLocaleToUse('xx', 'en', ['en', 'xx'])).toBeNull();
    expect(savedLocaleToUse(null, 'en', ['en', 'de'])).toBeNull();
  });

  it('switches after sign-in, with the URL prefix, without saving it again', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [], url: '/pokies?sort=new#top' });
    expect(runtime.session.status).toBe('guest');
    api.on('GET /api/player', testPlayer({ language: 'de' }));
    api.on('GET /api/player/accounts', accounts);
    await runtime.refreshSession('login');
    expect(runtime.locale.current).toBe('de');
    expect(runtime.i18n.language).toBe('de');
    const here = runtime.navigation.current();
    expect(`${here.pathname}${here.search}${here.hash}`).toBe('/de/pokies?sort=new#top');
    expect(patches(api.calls)).toEqual([]);
    // A later in-app navigation keeps the new language.
    runtime.navigate('/profile');
    expect(runtime.navigation.current().pathname).toBe('/de/profile');
  });

  it('stays when the site does not offer the saved locale, and on a session restored at boot', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [], url: '/pokies' });
    api.on('GET /api/player', testPlayer({ language: 'no' }));
    api.on('GET /api/player/accounts', accounts);
    await runtime.refreshSession('login');
    expect(runtime.locale.current).toBe('en');
    expect(runtime.navigation.current().pathname).toBe('/pokies');

    const restored = await createTestRuntime({ plugins: [], url: '/pokies', player: testPlayer({ language: 'de' }) });
    expect(restored.runtime.locale.current).toBe('en');
    expect(restored.runtime.navigation.current().pathname).toBe('/pokies');
  });

  it('saves a language the signed-in player picks', async () => {
    const { runtime, api } = await createTestRuntime({
      plugins: [],
      player: testPlayer({ language: 'en' }),
      api: { 'PATCH /api/player/update_locale': { locale: 'de' } },
    });
    await runtime.setLocale('de');
    expect(patches(api.calls).map((c) => c.body)).toEqual([{ locale: 'de' }]);
    expect(runtime.session.player?.language).toBe('de');
    await runtime.setLocale('de');
    expect(patches(api.calls)).toHaveLength(1);
  });

  it('saves nothing for a guest', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [] });
    await runtime.setLocale('de');
    expect(patches(api.calls)).toEqual([]);
  });
});
