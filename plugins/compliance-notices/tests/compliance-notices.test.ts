import { describe, expect, it, vi } from 'vitest';
import { catalogEntry } from '../../../core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { complianceNoticesManifest } from '../manifest';
import { cookieString, hasCookie, needsAustralianCard, needsGeoWarning } from '../rules/notice-cookies';

const plugin = catalogEntry(complianceNoticesManifest, () => import('../index'));
const context = (restriction: string | null) => ({ country_code: 'FR', restriction, license: 'CW', locale: 'en', signed_in: false, default_currency: 'EUR' });

describe('compliance notices', () => {
  it('remembers answers in cookies of the spec lives (1 year, about 1000 years)', () => {
    expect(cookieString('cookie_notice_accepted', 365, false)).toBe('cookie_notice_accepted=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookieString('au_approval', 365_000, true)).toContain('Max-Age=31536000000');
    expect(hasCookie('a=1; au_approval=1', 'au_approval')).toBe(true);
    expect(hasCookie('x_au_approval=1', 'au_approval')).toBe(false);
  });

  it('shows the Australian card to Australian guests only, until approved', () => {
    expect(needsAustralianCard('AU', false, false)).toBe(true);
    expect(needsAustralianCard('AU', true, false)).toBe(false);
    expect(needsAustralianCard('AU', false, true)).toBe(false);
    expect(needsAustralianCard('CA', false, false)).toBe(false);
  });

  it('warns guests in partial-restriction countries with a toast that does not time out', async () => {
    expect(needsGeoWarning('partial', false)).toBe(true);
    expect(needsGeoWarning('full', false)).toBe(false);
    const { runtime } = await createTestRuntime({ plugins: [plugin], api: { 'GET /client-context': context('partial') } });
    // Waits for the state, not for a time: the check runs after boot, when its lazy chunk has loaded.
    await vi.waitFor(() =>
      expect(runtime.toasts.state.items).toEqual([expect.objectContaining({ kind: 'warning', messageKey: 'compliance-notices:geo.restricted', lifeMs: null })]),
    );
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order])).toEqual([['shell.top', 'notice-stack', 90]]);
  });

  it('does not warn players', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [plugin], player: testPlayer(), api: { 'GET /client-context': context('partial') } });
    // The restriction was asked and answered, and still no toast: players are not warned.
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/client-context')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.toasts.state.items).toEqual([]);
  });
});
