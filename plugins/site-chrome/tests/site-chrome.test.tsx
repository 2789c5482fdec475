// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@core/boot/App';
import type { PluginCatalogEntry } from '@core/index';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { manifest } from '../manifest';

const entry: PluginCatalogEntry = { manifest: manifest as never, load: () => import('../index') as never };

const api = {
  'GET /api/fe/config/footer-config': {
    socials: [{ name: 'telegram', url: 'https://t.me/demo', icon: 'telegram' }],
    payments: [{ name: 'visa', label: 'Visa', logo: '/previews/payments/visa.svg' }],
    contacts: { email: 'fallback@example.com', phone: '+1 000' },
    partnerLogo: '/previews/banners/partner.svg',
  },
  'GET /api/games/providers': [{ id: 1, title: 'Turbogames', provider: 'turbogames', slug: 'turbogames', name: 'Turbogames', games_count: 12, logo: '/previews/providers/turbogames.svg' }],
  'GET /api/cms/snippets': [{ id: 1, categories: ['footer-licence'], content: '<p>Demo brand <b>licence</b> note.</p><img src=x onerror=alert(1)>' }],
};

async function open(options: Partial<TestRuntimeOptions> = {}) {
  window.history.replaceState(null, '', '/');
  const test = await createTestRuntime({
    plugins: [entry],
    api,
    site: { contact: { email: 'support@test.casino', phone: '+1 800 555 0199' }, bettingHosts: ['localhost'], bettingUrl: 'https://sports.test' },
    ...options,
  });
  render(<App runtime={test.runtime} />);
  return test;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('site-chrome', () => {
  it('contributes footer slots, the sidebar panel and the sports link at order 400', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry] });
    const slots = runtime.registry.slots.map((s) => `${s.slot}:${s.id}`);
    expect(slots).toEqual(expect.arrayContaining(['footer.columns:contacts', 'footer.blocks:providers', 'footer.blocks:payments', 'footer.blocks:trust', 'footer.bottom:copyright', 'sidebar.panels:local-time']));
    expect(runtime.registry.menuItems.find((m) => m.id === 'sports')).toMatchObject({ menu: 'header', order: 400 });
  });

  it('fills the footer: contacts, socials, providers, payments, trust and copyright', async () => {
    await open();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('+1 800 555 0199')).toBeTruthy();
    expect(within(footer).getByText('support@test.casino').closest('a')?.getAttribute('href')).toBe('mailto:support@test.casino');
    expect((await within(footer).findByLabelText('contacts.follow')).getAttribute('href')).toBe('https://t.me/demo');
    expect((await within(footer).findByAltText('Turbogames')).closest('a')?.getAttribute('href')).toBe('/producers/turbogames');
    expect((await within(footer).findByAltText('Visa')).closest('a')?.getAttribute('href')).toBe('/dashboard');
    expect(await within(footer).findByText('Demo brand licence note.')).toBeTruthy();
    expect(footer.querySelector('[data-copyright="copyright.default"]')).toBeTruthy();
    expect(footer.querySelector('[data-licence-badge]')).toBeNull();
    expect(footer.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows the EE licence badge and no sports link for Estonian visitors', async () => {
    await open({ country: 'EE' });
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer.querySelector('[data-licence-badge="EE"]')).toBeTruthy());
    expect(screen.queryByText('nav.sports')).toBeNull();
  });

  it('shows the sports link on a betting host and changes the copyright for the configured groups', async () => {
    await open({ player: testPlayer({ groups: [1301] }) });
    expect(screen.getAllByText('nav.sports').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('contentinfo').querySelector('[data-copyright="copyright.partner"]')).toBeTruthy());
  });

  it('updates the local time in the sidebar every 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: new Date(2026, 0, 1, 10, 0, 0) });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'shell.openMenu' }));
    expect(await screen.findByText('localTime')).toBeTruthy();
    const clock = await screen.findByText(/10:00/);
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(clock.textContent).toMatch(/10:01/);
  });
});
