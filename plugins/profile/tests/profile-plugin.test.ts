import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../../core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { profileManifest } from '../manifest';

const profile = catalogEntry(profileManifest, () => import('../index'));

describe('profile plugin contributions', () => {
  it('declares its routes, menu item, modals and the EE session timer under their manifest keys', async () => {
    const { runtime } = await createTestRuntime({ plugins: [profile] });
    const routes = runtime.registry.routes.filter((r) => r.pluginId === 'profile').map((r) => [r.id, r.path, r.guard]);
    expect(routes).toEqual([
      ['limit-confirm', '/profile/limits/confirm', undefined],
      ['profile', '/profile/:tab?', 'requiresAuth'],
      ['users', '/users/:tab?', 'requiresAuth'],
    ]);
    // The drawer's limits entry (issue 24 item 6), signed-in only like the profile.
    expect(runtime.registry.menuItems.map((m) => [m.menu, m.id, m.order, m.to])).toEqual([
      ['sidebar-bottom', 'profile', 10, '/profile'],
      ['sidebar-bottom', 'limits', 12, '/profile/limits'],
    ]);
    expect(runtime.registry.modals.map((m) => [m.id, m.blocking])).toEqual([
      ['edit-profile', true],
      ['profile-completion', undefined],
    ]);
    const [timer] = runtime.registry.slots.filter((s) => s.pluginId === 'profile');
    expect([timer?.slot, timer?.id, timer?.order]).toEqual(['header.actions', 'session-timer', 40]);
    const visibility = { ...runtime.visibility(), loggedIn: true, licence: 'CW' as const };
    expect(timer?.when?.({ ...visibility, licence: 'EE' })).toBe(true);
    expect(timer?.when?.(visibility)).toBe(false);
    expect(timer?.when?.({ ...visibility, licence: 'EE', loggedIn: false })).toBe(false);
  });
});
