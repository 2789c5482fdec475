// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@core/boot/App';
import { Slot, defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { ENTER_SIGN_UP_PROMO } from '@schemas/contracts/slots';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { enterPromoManifest } from '../manifest';
import en from '../messages/en.json';

const plugin = catalogEntry(enterPromoManifest, () => import('../index'));
// Stands in for the auth plugin's guest buttons, which host the slot beside the sign-up button.
const hostManifest = defineManifest({ id: 'buttons-host', contributes: { routes: { main: { path: '/', order: 100, role: 'main' } } } });
const host = catalogEntry(hostManifest, async () => ({
  default: definePlugin(hostManifest, (api) =>
    api.implement({ routes: { main: async () => ({ default: () => <div><a href="/sign-up">Sign up</a><Slot contract={ENTER_SIGN_UP_PROMO} props={{ placement: 'header' as const }} /></div> }) } }),
  ),
}));
const messages = { core: coreEn, 'enter-promo': en };

beforeEach(() => {
  document.cookie = 'promo_tooltip_timer=; Max-Age=0; Path=/';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('enter-promo plugin', () => {
  it('fills the sign-up promo slot for guests only, when the flag is on', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    const [block] = runtime.registry.slots.filter((s) => s.pluginId === 'enter-promo');
    expect([block?.slot, block?.id, block?.order]).toEqual(['enter.signUpPromo', 'tooltip', 100]);
    const guest = { ...runtime.visibility(), loggedIn: false };
    expect(block?.when?.({ ...guest, flags: { ...guest.flags, enablePromoBannerInEnterButton: true } })).toBe(true);
    expect(block?.when?.({ ...guest, flags: { ...guest.flags, enablePromoBannerInEnterButton: false } })).toBe(false);
    expect(block?.when?.({ ...guest, loggedIn: true, flags: { ...guest.flags, enablePromoBannerInEnterButton: true } })).toBe(false);
  });

  it('shows the offer with its ten-minute countdown, stores it in the cookie, hides it and shows it again after two minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-03-01T10:00:00.000Z') });
    const { runtime } = await createTestRuntime({ plugins: [plugin, host], messages, url: '/', site: { flags: { enablePromoBannerInEnterButton: true } } });
    render(<App runtime={runtime} />);
    const tooltip = await screen.findByTestId('enter-promo-tooltip', {}, { timeout: 5000 });
    expect(tooltip.textContent).toContain('Welcome offer');
    expect(tooltip.querySelector('time')?.textContent).toBe('10:00');
    await waitFor(() => expect(document.cookie).toMatch(/promo_tooltip_timer=\d+/));
    const stored = Number(/promo_tooltip_timer=(\d+)/.exec(document.cookie)?.[1]);
    // Now plus ten minutes (the fake clock still moves a little while the page renders).
    expect(stored - Date.parse('2026-03-01T10:10:00.000Z')).toBeGreaterThanOrEqual(0);
    expect(stored - Date.parse('2026-03-01T10:10:00.000Z')).toBeLessThan(1_000);

    fireEvent.click(screen.getByRole('button', { name: 'Hide the offer' }));
    await waitFor(() => expect(screen.queryByTestId('enter-promo-tooltip')).toBeNull());
    await act(async () => void vi.advanceTimersByTime(119_000));
    expect(screen.queryByTestId('enter-promo-tooltip')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('enter-promo-tooltip').querySelector('time')?.textContent).toMatch(/^07:5\d$/);
  });

  it('draws nothing for a player', async () => {
    const { runtime } = await createTestRuntime({
      plugins: [plugin, host],
      messages,
      url: '/',
      player: testPlayer(),
      site: { flags: { enablePromoBannerInEnterButton: true } },
      api: { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } },
    });
    render(<App runtime={runtime} />);
    expect(await screen.findByText('Sign up')).toBeTruthy();
    expect(screen.queryByTestId('enter-promo-tooltip')).toBeNull();
  });
});
