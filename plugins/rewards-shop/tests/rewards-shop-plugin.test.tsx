// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry, defineManifest, definePlugin } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { Slot } from '@core/index';
import { ACTIVITY_HUB, FLOATING_WIDGETS, HEADER_BALANCE_DROPDOWN } from '@schemas/contracts/slots';
import { authRoles } from '../../../tests/fixtures/test-plugins';
import { createTestRuntime, type TestRuntimeOptions } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { rewardsShopManifest } from '../manifest';
import en from '../messages/en.json';
import { astroDraw, cash25, cash250Sale, chest, dateIn, exchanged, myPoints, spins20 } from './fixtures';

const plugin = catalogEntry(rewardsShopManifest, () => import('../index'));
// A stand-in for the host this plugin fills: the balance dropdown's slot (account-header).
const hostsManifest = defineManifest({ id: 'hosts', contributes: { routes: { dropdown: { path: '/dropdown', order: 100 }, hub: { path: '/hub', order: 100 } } } });
const hosts = catalogEntry(hostsManifest, async () => ({
  default: definePlugin(hostsManifest, (api) => {
    api.implement({
      routes: {
        dropdown: async () => ({ default: () => <Slot contract={HEADER_BALANCE_DROPDOWN} props={{ close: () => undefined }} /> }),
        hub: async () => ({ default: () => <Slot contract={ACTIVITY_HUB} /> }),
      },
    });
  }),
}));
const messages = { core: coreEn, 'rewards-shop': en };
const FIRST = { timeout: 5_000 };
const socket = { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } };
const shopOn = { flags: { enableConpoints: true } as never };

function rates(money = [cash25]) {
  return {
    'GET /api/comp_points/rates/money': money,
    'GET /api/comp_points/rates/freespins': [spins20],
    'GET /api/comp_points/rates/lootboxes': [chest],
    'GET /api/comp_points/rates/lotteries': [astroDraw],
  };
}

async function app(options: Partial<TestRuntimeOptions> & { url: string }) {
  const test = await createTestRuntime({ plugins: [plugin, authRoles], messages, site: shopOn, ...options });
  render(<App runtime={test.runtime} />);
  return test;
}

afterEach(() => cleanup());

describe('rewards shop: contributions', () => {
  it('declares the shop, its sections and the chance page full width, the menus, the balance line, the bookmark and the live points', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    const routes = runtime.registry.routes.filter((r) => r.pluginId === 'rewards-shop');
    expect(routes.map((r) => [r.path, r.layout])).toEqual([
      ['/rocket-mart', 'full'],
      ['/rocket-mart/:section', 'full'],
      ['/rocket-chance', 'full'],
    ]);
    expect(runtime.registry.menuItems.map((m) => [m.menu, m.id, m.order, m.to]).sort()).toEqual([
      ['header', 'header-shop', 700, '/rocket-mart'],
      ['sidebar', 'sidebar-shop', 700, '/rocket-mart'],
    ]);
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order]).sort()).toEqual([
      [ACTIVITY_HUB.name, 'hub', 400],
      [FLOATING_WIDGETS.name, 'bookmark', 300],
      [HEADER_BALANCE_DROPDOWN.name, 'balance', 40],
    ].sort());
    expect(runtime.registry.realtime.map((r) => [r.channel, r.scope, r.event])).toEqual([['comps_award', 'private', 'comps_award']]);
  });

  it('shows the menus and blocks only with enableConpoints; the bookmark to players (or with showAllWidgets)', async () => {
    const { runtime } = await createTestRuntime({ plugins: [plugin] });
    const visibility = runtime.visibility();
    const on = { ...visibility, flags: { ...visibility.flags, enableConpoints: true } };
    const item = runtime.registry.menuItems.find((m) => m.id === 'header-shop')!;
    expect(item.when?.({ ...visibility, flags: { ...visibility.flags, enableConpoints: false } })).toBe(false);
    expect(item.when?.(on)).toBe(true);
    const bookmark = runtime.registry.slots.find((s) => s.id === 'bookmark')!;
    expect(bookmark.when?.({ ...on, loggedIn: false })).toBe(false);
    expect(bookmark.when?.({ ...on, loggedIn: true })).toBe(true);
    expect(bookmark.when?.({ ...on, loggedIn: false, flags: { ...on.flags, showAllWidgets: true } })).toBe(true);
    expect(bookmark.when?.({ ...visibility, loggedIn: true })).toBe(false);
  });
});

describe('rewards shop: the page', () => {
  it('goes to /promotions when enableConpoints is off', async () => {
    const { navigations } = await app({ url: '/rocket-mart', site: { flags: { enableConpoints: false } as never }, api: rates() });
    await waitFor(() => expect(navigations.at(-1)).toBe('/promotions'), FIRST);
  });

  it('shows 5 placeholders while loading, then a guest every section with cards, labels and prices', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await app({ url: '/rocket-mart', api: { ...rates(), 'GET /api/comp_points/rates/money': async () => (await gate, { body: [cash25] }) } });
    await waitFor(() => expect(screen.getAllByTestId('shop-card-skeleton')).toHaveLength(5), FIRST);
    await act(async () => release());
    await waitFor(() => expect(screen.getAllByTestId('shop-card')).toHaveLength(4));
    expect(screen.queryByTestId('shop-card-skeleton')).toBeNull();
    expect(['freespins', 'money', 'special'].map((s) => screen.queryByTestId(`shop-section-${s}`) !== null)).toEqual([true, true, true]);
    const cash = screen.getAllByTestId('shop-card').find((c) => c.getAttribute('data-group') === 'cash-25')!;
    expect(within(cash).getByText('Popular')).toBeTruthy();
    expect(within(cash).getByTestId('card-price').textContent).toBe('2,500 astrocoins');
    expect(cash.querySelector('[data-image-key]')?.getAttribute('data-image-key')).toBe('2500');
    expect(within(cash).getByRole('button', { name: 'Exchange astrocoins for Cash 25' }).textContent).toBe('Sign up to exchange');
    // A guest has no discounts tab and no points call.
    expect(screen.queryByTestId('shop-tab-discounts')).toBeNull();
  });

  it('sends a guest from discounts to the root, and a player with no sale too', async () => {
    const guest = await app({ url: '/rocket-mart/discounts', api: rates([cash25, cash250Sale(dateIn(3))]) });
    await waitFor(() => expect(guest.navigations.at(-1)).toBe('/rocket-mart'), FIRST);
    cleanup();
    const player = await app({ url: '/rocket-mart/discounts', player: testPlayer(), api: { ...rates(), ...socket, 'GET /api/player/comp_points': myPoints(12_000) } });
    await waitFor(() => expect(player.navigations.at(-1)).toBe('/rocket-mart'), FIRST);
  });

  it('shows a player the discounts tab during a sale, with the struck price and the end date', async () => {
    const end = dateIn(3);
    await app({ url: '/rocket-mart/discounts', player: testPlayer(), api: { ...rates([cash25, cash250Sale(end)]), ...socket, 'GET /api/player/comp_points': myPoints(12_000) } });
    const cards = await screen.findAllByTestId('shop-card', {}, FIRST);
    expect(cards.map((c) => c.getAttribute('data-group'))).toEqual(['cash-250']);
    expect(within(cards[0]!).getByText(`Discount until ${end}`)).toBeTruthy();
    expect(within(cards[0]!).getByText('24,000')).toBeTruthy();
    expect(screen.getByTestId('shop-tab-discounts').getAttribute('aria-current')).toBe('page');
  });
});

describe('rewards shop: exchanging', () => {
  const player = (chargeable: number, extra: Record<string, unknown> = {}, who = testPlayer()) =>
    app({ url: '/rocket-mart/money', player: who, api: { ...rates(), ...socket, 'GET /api/player/comp_points': myPoints(chargeable), ...extra } });

  it('lets a player choose a quantity up to floor(balance / cost), exchanges and shows the result', async () => {
    const { api } = await player(12_000, { 'POST /api/comp_points/exchange/money': () => ({ status: 201, body: exchanged(7_000) }) });
    await waitFor(() => expect(screen.getByTestId('shop-balance').textContent).toBe('12,000'), FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange astrocoins for Cash 25' }));
    const dialog = await screen.findByTestId('exchange-dialog');
    const quantity = within(dialog).getByTestId('exchange-quantity') as HTMLInputElement;
    expect(quantity.max).toBe('4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(within(dialog).getByTestId('exchange-cost').textContent).toBe('5,000');
    fireEvent.click(within(dialog).getByTestId('exchange-confirm'));
    await waitFor(() => expect(within(dialog).getByTestId('exchange-success').textContent).toBe('Done! You received €50.00.'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ exchange: { group: 'cash-25', points: 5_000, currency: 'EUR' } });
    expect(screen.getByTestId('shop-balance').textContent).toBe('7,000');
  });

  it('hides the selector when only one is affordable', async () => {
    await player(3_000);
    await waitFor(() => expect(screen.getByTestId('shop-balance').textContent).toBe('3,000'), FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange astrocoins for Cash 25' }));
    const dialog = await screen.findByTestId('exchange-dialog');
    expect(dialog.getAttribute('data-step')).toBe('choose');
    expect(within(dialog).queryByTestId('exchange-quantity')).toBeNull();
  });

  it('names the missing amount with play and back options', async () => {
    const { navigations } = await player(800);
    await waitFor(() => expect(screen.getByTestId('shop-balance').textContent).toBe('800'), FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange astrocoins for Cash 25' }));
    const dialog = await screen.findByTestId('exchange-dialog');
    expect(within(dialog).getByTestId('exchange-insufficient').textContent).toBe('You need 1,700 more astrocoins for this reward. Play to earn them!');
    expect(within(dialog).getByRole('button', { name: 'Back to the shop' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play games' }));
    await waitFor(() => expect(navigations.at(-1)).toBe('/'));
  });

  it('warns a multi-account player first, and shows a failure without a specific message', async () => {
    await player(12_000, { 'POST /api/comp_points/exchange/money': () => ({ status: 422, body: { errors: { base: ['reward_unavailable'] } } }) }, testPlayer({ groups: [100] }));
    await waitFor(() => expect(screen.getByTestId('shop-balance').textContent).toBe('12,000'), FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange astrocoins for Cash 25' }));
    const dialog = await screen.findByTestId('exchange-dialog');
    fireEvent.click(within(dialog).getByTestId('exchange-confirm'));
    expect(dialog.getAttribute('data-step')).toBe('multi-account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(dialog).getByTestId('exchange-failure').textContent).toBe('The exchange did not go through. Your astrocoins were not spent.'));
  });

  it('asks a player whose bonuses are off to switch them on before free spins', async () => {
    const { api } = await app({
      url: '/rocket-mart/freespins',
      player: testPlayer({ can_issue_bonuses: false }),
      api: {
        ...rates(),
        ...socket,
        'GET /api/player/comp_points': myPoints(12_000),
        'PATCH /api/player/update_bonus_settings': { can_issue: true },
        'POST /api/comp_points/exchange/freespins': () => ({ status: 201, body: exchanged(11_000, { type: 'freespins', group: 'spins-20', quantity: 1, points: 1_000, amount_cents: null, freespins_count: 20 }) }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('shop-balance').textContent).toBe('12,000'), FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange astrocoins for 20 free spins' }));
    const dialog = await screen.findByTestId('exchange-dialog');
    fireEvent.click(within(dialog).getByTestId('exchange-confirm'));
    expect(dialog.getAttribute('data-step')).toBe('enable-bonuses');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch on and exchange' }));
    await waitFor(() => expect(within(dialog).getByTestId('exchange-success').textContent).toBe('Done! You received 20 free spins.'));
    const order = api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(order).toEqual(['PATCH /api/player/update_bonus_settings', 'POST /api/comp_points/exchange/freespins']);
  });

  it('shows a guest a registration button', async () => {
    await app({ url: '/rocket-mart/money', api: rates() });
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange astrocoins for Cash 25' }, FIRST));
    const dialog = await screen.findByTestId('exchange-dialog');
    expect(dialog.getAttribute('data-step')).toBe('guest');
    expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });
});

describe('rewards shop: the chance page', () => {
  const pages = (enabled: boolean) => ({ testerGroups: [21], pages: [{ slug: 'rocket-chance', enabled }] });
  it('goes to /promotions while its page flag is off, except for testers', async () => {
    const off = await app({ url: '/rocket-chance', api: { ...rates(), 'GET /api/fe/config/manage-promotion-pages': pages(false) } });
    await waitFor(() => expect(off.navigations.at(-1)).toBe('/promotions'), FIRST);
    cleanup();
    await app({ url: '/rocket-chance', player: testPlayer({ groups: [21] }), api: { ...rates(), ...socket, 'GET /api/comp_points/rates/lotteries': [astroDraw], 'GET /api/player/comp_points': myPoints(900), 'GET /api/fe/config/manage-promotion-pages': pages(false) } });
    const cards = await screen.findAllByTestId('shop-card', {}, FIRST);
    expect(cards.map((c) => c.getAttribute('data-group'))).toEqual(['astro-draw']);
  });

  it('sells lottery tickets by count when the page is on', async () => {
    const { api } = await app({
      url: '/rocket-chance',
      player: testPlayer(),
      api: {
        ...rates(),
        ...socket,
        'GET /api/player/comp_points': myPoints(900),
        'GET /api/fe/config/manage-promotion-pages': pages(true),
        'POST /api/comp_points/exchange/lotteries': () => ({ status: 201, body: exchanged(300, { type: 'lotteries', group: 'astro-draw', quantity: 2, points: 600, amount_cents: null, tickets_count: 2 }) }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('shop-balance').textContent).toBe('900'), FIRST);
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange astrocoins for Astro Draw tickets' }));
    const dialog = await screen.findByTestId('exchange-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    fireEvent.click(within(dialog).getByTestId('exchange-confirm'));
    await waitFor(() => expect(within(dialog).getByTestId('exchange-success').textContent).toBe('Done! You received Lottery tickets × 2.'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ exchange: { group: 'astro-draw', tickets_count: 2, lottery_id: 9 } });
  });
});

describe('rewards shop: balance line and live points', () => {
  it('shows the astrocoins in the balance dropdown and follows comps_award', async () => {
    const { push } = await app({ url: '/dropdown', plugins: [plugin, authRoles, hosts], player: testPlayer(), api: { ...socket, 'GET /api/player/comp_points': myPoints(12_000) } });
    await waitFor(() => expect(screen.getByTestId('astrocoin-amount').textContent).toBe('12,000'), FIRST);
    expect(screen.getByTestId('astrocoin-balance').getAttribute('href')).toBe('/rocket-mart');
    await act(async () => {
      await push('comps_award', myPoints(12_042, 48_042));
    });
    await waitFor(() => expect(screen.getByTestId('astrocoin-amount').textContent).toBe('12,042'));
  });
});

describe('rewards shop: activity hub section', () => {
  it('shows the astrocoins and the reward the player can take now, or what is missing for the nearest', async () => {
    await app({ url: '/hub', plugins: [plugin, authRoles, hosts], player: testPlayer(), api: { ...rates(), ...socket, 'GET /api/player/comp_points': myPoints(2_600) } });
    const block = await screen.findByTestId('hub-section-shop', {}, FIRST);
    await waitFor(() => expect(within(block).getByText('You can take Cash 25 now.')).toBeTruthy());
    expect(within(block).getByText('2,600 astrocoins')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Open the shop' }).getAttribute('href')).toBe('/rocket-mart');
    cleanup();
    await app({ url: '/hub', plugins: [plugin, authRoles, hosts], player: testPlayer(), api: { ...rates(), ...socket, 'GET /api/player/comp_points': myPoints(200) } });
    await waitFor(() => expect(screen.getByTestId('hub-section-shop').textContent).toContain('100 more for Astro Draw tickets.'), FIRST);
  });
});
