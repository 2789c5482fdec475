// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { stateOf } from '@core/index';
import { siteChromeManifest } from '../manifest';
import { chromeState } from '../state';

const entry = catalogEntry(siteChromeManifest, () => import('../index'));

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
  vi.restoreAllMocks();
});

describe('site-chrome', () => {
  it('contributes footer slots, the sidebar panel and the sports link at order 400', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry] });
    const slots = runtime.registry.slots.map((s) => `${s.slot}:${s.id}:${s.order}`);
    expect(slots).toEqual(
      expect.arrayContaining([
        'footer.columns:contacts:100',
        'footer.blocks:promo-row:100',
        'footer.blocks:providers:300',
        'footer.blocks:payments:400',
        'footer.blocks:trust:900',
        'footer.bottom:copyright:900',
        'sidebar.panels:local-time:100',
      ]),
    );
    expect(runtime.registry.menuItems.find((m) => m.id === 'sports')).toMatchObject({ menu: 'header', order: 400 });
  });

  it('binds the sports link to the betting site, shown on its hosts only', async () => {
    const site = { bettingHosts: ['localhost'], bettingUrl: 'https://sports.test' };
    const onHost = await createTestRuntime({ plugins: [entry], site });
    const sports = onHost.runtime.registry.menuItems.find((m) => m.id === 'sports')!;
    expect(sports.href).toBe('https://sports.test');
    expect(sports.when?.(onHost.runtime.visibility())).toBe(true);
    expect(sports.when?.({ ...onHost.runtime.visibility(), country: 'EE' })).toBe(false);
    const mirror = await createTestRuntime({ plugins: [entry], site, host: 'mirror.example' });
    expect(mirror.runtime.registry.menuItems.find((m) => m.id === 'sports')!.when?.(mirror.runtime.visibility())).toBe(false);
  });

  it('declares the sports hashes and leaves for the betting site (its section page), never for Estonia or from a mirror', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const site = { bettingHosts: ['localhost'], bettingUrl: 'https://sports.test' };
    const { runtime } = await createTestRuntime({ plugins: [entry], site });
    const triggers = runtime.registry.hashTriggers;
    expect(triggers.map((t) => [t.hash, t.prefix ?? false])).toEqual([['sport', false], ['sport_', true]]);
    triggers[0]!.action!(runtime, '');
    triggers[1]!.action!(runtime, 'live');
    expect(assign.mock.calls).toEqual([['https://sports.test'], ['https://sports.test/live']]);
    assign.mockClear();
    const estonian = await createTestRuntime({ plugins: [entry], site, country: 'EE' });
    estonian.runtime.registry.hashTriggers.forEach((t) => t.action!(estonian.runtime, 'live'));
    const mirror = await createTestRuntime({ plugins: [entry], site, host: 'mirror.example' });
    mirror.runtime.registry.hashTriggers.forEach((t) => t.action!(mirror.runtime, 'live'));
    expect(assign).not.toHaveBeenCalled();
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

  it("shows the operator's legal details for the licence served, with its age badge (issue 24 item 9)", async () => {
    const legal = {
      company: 'Demo Gaming N.V.',
      registrationNumber: 'DEMO-1',
      registeredAddress: '1 Example Street',
      licences: {
        CW: { number: 'DEMO/CW', regulator: 'Example Authority', url: 'https://example.com/cw', minimumAge: 18 },
        EE: { number: 'DEMO/EE', regulator: 'Example Board', minimumAge: 21 },
      },
      responsibleGaming: [{ name: 'Example Help', url: 'https://example.com/help' }],
    };
    await open({ site: { legal } });
    let footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer.querySelector('[data-legal-details] [data-licence="CW"]')).toBeTruthy());
    expect(within(footer).getByText('Example Help').getAttribute('href')).toBe('https://example.com/help');
    expect(footer.querySelector('a[href="https://example.com/cw"]')).toBeTruthy();
    expect(footer.querySelector('[data-age-badge]')?.textContent).toBe('18+');
    cleanup();
    await open({ site: { legal }, country: 'EE' });
    footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer.querySelector('[data-legal-details] [data-licence="EE"]')).toBeTruthy());
    expect(footer.querySelector('[data-age-badge]')?.textContent).toBe('21+');
  });

  it('leaves the legal block out for a site without legal details', async () => {
    await open();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText('Demo brand licence note.');
    expect(footer.querySelector('[data-legal-details]')).toBeNull();
    expect(footer.querySelector('[data-age-badge]')?.textContent).toBe('18+');
  });

  it('shows the sports link on a betting host and changes the copyright for the configured groups', async () => {
    await open({ player: testPlayer({ groups: [1301] }) });
    expect(screen.getAllByText('nav.sports').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('contentinfo').querySelector('[data-copyright="copyright.partner"]')).toBeTruthy());
  });

  it("keeps the browser's one install offer across a logout", async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry], player: testPlayer() });
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => undefined });
    window.dispatchEvent(offer);
    expect(stateOf(runtime, chromeState).install.installPrompt).toBe(offer);
    await runtime.logout();
    expect(stateOf(runtime, chromeState).install.installPrompt).toBe(offer);
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
