// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../core/boot/App';
import { catalogEntry, type PluginCatalogEntry } from '../../../core/plugin/define';
import { defineManifest, definePlugin } from '@core/index';
import { pluginRuntimeOf } from '../../../core/runtime/plugin-runtime';
import coreEn from '../../../core/messages/en.json';
import validationEn from '../../../schemas/validation/messages/en.json';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import en from '../messages/en.json';
import { cashboxManifest } from '../manifest';
import { loadMethods } from '../actions';
import { LAST_SHOWN_KEY } from '../rules/canceled-deposit';
import { method, offersStandIn, payment } from './fixtures';

vi.mock('../lifecycle/leave-page', () => ({ leaveTo: vi.fn() }));
const { leaveTo } = await import('../lifecycle/leave-page');

const cashbox = catalogEntry(cashboxManifest, () => import('../index'));
// A stand-in for the auth plugin: the registration popup the guard and the close rule know by its role.
const authStandIn = definePlugin(defineManifest({ id: 'auth-stand-in', contributes: { routes: { 'sign-up': { path: '/sign-up', kind: 'modal', order: 10, role: 'registration' } } } }), (api) => {
  api.implement({ routes: { 'sign-up': async () => ({ default: () => <p>sign up</p> }) } });
});
const auth = catalogEntry(authStandIn.manifest, async () => ({ default: authStandIn }));
const messages = { core: coreEn, validation: validationEn, cashbox: en };
const settings = { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } };
const quiet = { 'GET /api/player/settings': settings, 'PUT /metrics-errors-validation': () => ({ status: 204 }), 'PUT /log': () => ({ status: 204 }) };
const now = () => new Date().toISOString();

async function cashboxAt(url: string, api: Record<string, unknown> = {}, player = testPlayer(), more: PluginCatalogEntry[] = []) {
  const test = await createTestRuntime({ plugins: [cashbox, auth, ...more], player, messages, url, api: { ...quiet, 'GET /api/player/payments': [], ...api } });
  render(<App runtime={test.runtime} />);
  return test;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.mocked(leaveTo).mockClear();
});

describe('cashbox plugin contributions', () => {
  it('declares every cashbox route as a blocking popup for players, the placeholders and the payments channel', async () => {
    const { runtime } = await createTestRuntime({ plugins: [cashbox] });
    const routes = runtime.registry.routes.filter((r) => r.pluginId === 'cashbox');
    expect(routes.map((r) => r.path)).toEqual([
      '/cashbox',
      '/cashbox/history',
      '/cashbox/result/:id',
      '/dashboard',
      '/deposit',
      '/accounts/:id/deposit',
      '/deposit-bonus',
      '/deposit-fast',
      '/withdraw',
    ]);
    for (const route of routes) expect(route).toMatchObject({ kind: 'modal', blocking: true, guard: 'requiresAuth' });
    expect(runtime.registry.placeholders.map((p) => p.name)).toEqual(['PaymentMethods', 'SignUpDepositButton']);
    expect(runtime.registry.realtime).toEqual([expect.objectContaining({ channel: 'payments_changes', scope: 'private', event: 'payments_changes' })]);
  });

  it('sends a guest to registration with the deposit as the redirect', async () => {
    const { navigation } = await cashboxAt('/deposit', {}, null as never);
    await waitFor(() => expect(navigation.current().pathname + navigation.current().search).toBe('/sign-up?redirect=%2Fdeposit'));
  });
});

describe('deposit', () => {
  const methods = [method(), method({ id: 'sofort', brand: 'sofort', name: 'Sofort', type: 'bank_transfer', fields: [] })];

  it('opens a first deposit at 50, hides Sofort from group 631 and sends one payment for a double click', async () => {
    let deposits = 0;
    const { api } = await cashboxAt('/deposit', {
      'GET /api/player/payment_methods': methods,
      'POST /api/player/payments/deposit': () => {
        deposits += 1;
        return { status: 201, body: { id: 9, redirect_url: '/dev/payments/9?token=x', crypto: null, payment: payment({ id: 9, state: 'pending', finished_at: null }) } };
      },
      'POST /api/users/transaction': () => ({ status: 204 }),
    }, testPlayer({ groups: [631] }));
    const amount = await screen.findByLabelText('Amount (EUR)', {}, { timeout: 5000 });
    expect((amount as HTMLInputElement).value).toBe('50');
    expect(screen.queryByText('Sofort')).toBeNull();

    const submit = screen.getByRole('button', { name: 'Deposit €50.00' });
    fireEvent.click(submit);
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(deposits).toBe(0);

    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1239' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/dev/payments/9?token=x'));
    expect(deposits).toBe(1);
    const sent = api.calls.find((c) => c.path.startsWith('/api/player/payments/deposit'))?.body;
    expect(sent).toEqual({
      amount_cents: 5_000,
      currency: 'EUR',
      payment_system: 'visa',
      details: { card_number: '4242424242424242', card_expiry: '12/39', card_holder: 'Ada Lovelace' },
      return_path: '/cashbox/result/{id}',
    });
    expect(api.calls.find((c) => c.path === '/api/users/transaction')?.body).toMatchObject({ transaction: { payment_id: 9 } });
  });

  it('checks min, max and step with the method limits before sending', async () => {
    await cashboxAt('/deposit?amountProp=5', { 'GET /api/player/payment_methods': [method({ fields: [], amount_step_cents: 1_000 })] });
    const amount = await screen.findByLabelText('Amount (EUR)', {}, { timeout: 5000 });
    expect((amount as HTMLInputElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €5.00' }));
    expect(await screen.findByText('Must be at least €10.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €15.00' }));
    expect(await screen.findByText('Must be a multiple of €10.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '6000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €6,000.00' }));
    expect(await screen.findByText('Must be at most €5,000.00')).toBeTruthy();
  });

  it('asks the history instead of posting again when the answer is lost', async () => {
    let deposits = 0;
    const made = payment({ id: 31, amount_cents: 5_000, state: 'pending', finished_at: null, created_at: now() });
    let history: unknown[] = [];
    const { navigation } = await cashboxAt('/deposit', {
      'GET /api/player/payment_methods': [method({ fields: [], saved_profiles: [{ id: 'sp_1', title: 'Visa •••• 4242' }] })],
      'GET /api/player/payments': () => ({ body: history }),
      'GET /api/player/payments/31': made,
      'POST /api/player/payments/deposit': () => {
        deposits += 1;
        history = [made];
        throw new TypeError('Failed to fetch');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit €50.00' }, { timeout: 5000 }));
    await waitFor(() => expect(navigation.current().pathname).toBe('/cashbox/result/31'));
    expect(deposits).toBe(1);
    expect(await screen.findByText('Waiting for confirmation')).toBeTruthy();
    expect(screen.getByText(/The connection dropped while your payment was being made/)).toBeTruthy();
  });

  it('says nothing was taken when the lost attempt is not in the history', async () => {
    await cashboxAt('/deposit', {
      'GET /api/player/payment_methods': [method({ fields: [] })],
      'POST /api/player/payments/deposit': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit €50.00' }, { timeout: 5000 }));
    expect(await screen.findByText(/No money was taken; please try again/)).toBeTruthy();
  });

  it('warns with a toast that stays when a limit refuses the deposit', async () => {
    const { runtime } = await cashboxAt('/deposit', {
      'GET /api/player/payment_methods': [method({ fields: [] })],
      'POST /api/player/payments/deposit': () => ({ status: 422, body: { errors: { limit: ['deposit'] } } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit €50.00' }, { timeout: 5000 }));
    await waitFor(() => expect(runtime.toasts.state.items).toEqual([expect.objectContaining({ kind: 'warning', messageKey: 'cashbox:toast.limitReached', lifeMs: null })]));
  });

  it('shows a crypto deposit address with its QR code', async () => {
    const btc = method({ id: 'crypto_btc', brand: 'btc', name: 'BTC', type: 'crypto', currency: 'BTC', fields: [], amount_presets_cents: [], crypto_limits: { min_deposit_cents: 10_000, min_cashout_cents: 10_000, max_cashout_cents: 40_000_000 } });
    const pending = payment({ id: 12, currency: 'BTC', amount_cents: 50_000, payment_system: 'crypto_btc', brand: 'btc', state: 'pending', finished_at: null });
    await cashboxAt('/deposit', {
      'GET /api/player/accounts': [{ currency: 'BTC', amount_cents: 0, available_to_cashout_cents: 0, active: true, deposit_available: true, hidden_at: null }],
      'GET /api/player/payment_methods': [btc],
      'GET /api/player/payments/12': pending,
      'POST /api/player/payments/deposit': { id: 12, redirect_url: null, crypto: { address: 'bc1qdemo', network: 'Bitcoin', memo: null, qr_payload: 'bitcoin:bc1qdemo?amount=0.0005' }, payment: pending },
      'POST /api/users/transaction': () => ({ status: 204 }),
    });
    const amount = await screen.findByLabelText('Amount (µBTC)', {}, { timeout: 5000 });
    expect(screen.getByText('Min 100.00 µBTC')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit 500.00 µBTC' }));
    const panel = await screen.findByTestId('crypto-address');
    expect(within(panel).getByText('bc1qdemo')).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'QR code of the BTC address' })).toBeTruthy();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('shows an open crypto deposit’s address again when its result screen is opened afresh (a reload)', async () => {
    const pending = payment({ id: 13, currency: 'BTC', amount_cents: 50_000, payment_system: 'crypto_btc', brand: 'btc', state: 'pending', finished_at: null });
    await cashboxAt('/cashbox/result/13', {
      'GET /api/player/accounts': [{ currency: 'BTC', amount_cents: 0, available_to_cashout_cents: 0, active: true, deposit_available: true, hidden_at: null }],
      'GET /api/player/payments/13': { ...pending, crypto: { address: 'bc1qagain', network: 'Bitcoin', memo: null, qr_payload: 'bitcoin:bc1qagain?amount=0.0005' } },
    });
    const panel = await screen.findByTestId('crypto-address', {}, { timeout: 5000 });
    expect(within(panel).getByText('bc1qagain')).toBeTruthy();
  });

  it('reloads an empty method list up to three more times (spec part 2 §5)', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [cashbox], player: testPlayer(), api: { ...quiet, 'GET /api/player/payment_methods': [] } });
    await loadMethods(pluginRuntimeOf(runtime), 'deposit', 'EUR', { stepMs: 0 });
    expect(api.calls.filter((c) => c.path.startsWith('/api/player/payment_methods')).length).toBe(4);
  });
});

describe('deposit with a bonus, one-click deposit and history', () => {
  const offer = { id: 3, title: 'Welcome 100%', description: 'Double your first deposit', currency: 'EUR', percent: 100, max_amount_cents: 50_000, min_deposit_cents: 2_000, wager_multiplier: 35, freespins_count: 50 };

  it('sends the chosen deposit bonus (offered by the bonuses service), or none', async () => {
    const { api } = await cashboxAt(
      '/deposit-bonus',
      {
        'GET /api/player/payment_methods': [method({ fields: [] })],
        'POST /api/player/payments/deposit': { id: 9, redirect_url: '/dev/payments/9?token=x', crypto: null, payment: payment({ id: 9, state: 'pending', finished_at: null }) },
        'POST /api/users/transaction': () => ({ status: 204 }),
      },
      testPlayer(),
      [offersStandIn([offer])],
    );
    const choice = await screen.findByRole('radio', { name: /Welcome 100%/ }, { timeout: 5000 });
    expect(screen.getByText('100% up to €500.00 · 50 free spins · Wager ×35 · Min deposit €20.00')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'No bonus' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(choice);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €50.00' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalled());
    expect(api.calls.find((c) => c.path.startsWith('/api/player/payments/deposit'))?.body).toMatchObject({ bonus_id: 3 });
  });

  it('copes without the bonuses service: no bonus link, and the bonus step offers none', async () => {
    const { api } = await cashboxAt('/deposit', { 'GET /api/player/payment_methods': [method({ fields: [] })] });
    expect(await screen.findByRole('button', { name: 'Deposit €50.00' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /bonus/i })).toBeNull();
    cleanup();
    await cashboxAt('/deposit-bonus', { 'GET /api/player/payment_methods': [method({ fields: [] })] });
    expect(await screen.findByText(en.bonus.none, {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'No bonus' }) as HTMLInputElement).checked).toBe(true);
    expect(api.calls.some((c) => c.path.startsWith('/api/bonuses'))).toBe(false);
  });

  it('pays the last method again with its saved profile, amount only', async () => {
    const { api } = await cashboxAt('/deposit-fast', {
      'GET /api/player/payments': [payment({ id: 2, amount_cents: 2_500, payment_system: 'visa' })],
      'GET /api/player/payment_methods': [method({ saved_profiles: [{ id: 'sp_1', title: 'Visa •••• 4242' }] })],
      'POST /api/player/payments/deposit': { id: 10, redirect_url: '/dev/payments/10?token=y', crypto: null, payment: payment({ id: 10, state: 'pending', finished_at: null }) },
      'POST /api/users/transaction': () => ({ status: 204 }),
    });
    expect(await screen.findByText('Visa •••• 4242', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('Amount (EUR)') as HTMLInputElement).value).toBe('25');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm deposit of €25.00' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/dev/payments/10?token=y'));
    expect(api.calls.find((c) => c.path.startsWith('/api/player/payments/deposit'))?.body).toMatchObject({ amount_cents: 2_500, saved_profile_id: 'sp_1' });
  });

  it('lists every state with its badge, a newer state as Unknown', async () => {
    const states = ['pending', 'processing', 'reserved', 'succeeded', 'declined', 'canceled', 'rejected', 'recalled', 'chargeback'];
    await cashboxAt('/cashbox/history', {
      'GET /api/player/payments': states.map((state, i) => ({ ...payment({ id: i + 1, created_at: `2026-01-0${i + 1}T00:00:00.000Z` }), state })),
    });
    const list = await screen.findByTestId('history', {}, { timeout: 5000 });
    for (const label of ['Pending', 'Processing', 'Reserved', 'Successful', 'Declined', 'Cancelled', 'Rejected', 'Recalled', 'Unknown']) {
      expect(within(list).getByText(label)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Withdrawals' }));
    expect(await screen.findByText('You have no withdrawals yet.')).toBeTruthy();
  });
});

describe('live payments', () => {
  it('follows the payment on the result screen and tells a cancelled deposit once', async () => {
    const pending = payment({ id: 5, state: 'pending', finished_at: null, created_at: now() });
    const { runtime, push } = await cashboxAt('/cashbox/result/5', { 'GET /api/player/payments/5': pending });
    expect(await screen.findByText('Waiting for confirmation', {}, { timeout: 5000 })).toBeTruthy();
    const canceled = { ...pending, state: 'canceled', finished_at: now() };
    await act(() => push('payments_changes', canceled));
    expect(await screen.findByText('Deposit cancelled')).toBeTruthy();
    expect(runtime.toasts.state.items.map((t) => t.messageKey)).toEqual(['cashbox:toast.canceled']);
    expect(localStorage.getItem(LAST_SHOWN_KEY)).toBe('5');
    await act(() => push('payments_changes', canceled));
    expect(runtime.toasts.state.items).toHaveLength(1);
    // A malformed event is dropped, not applied.
    expect(await act(() => push('payments_changes', { id: 'x' }))).toBe(0);
    expect(screen.getByText('Deposit cancelled')).toBeTruthy();
  });
});

describe('withdraw and recall', () => {
  it('refuses more than the withdrawable amount, then recalls a pending withdrawal', async () => {
    const pending = payment({ id: 44, action: 'cashout', amount_cents: 3_000, state: 'pending', recallable: true, finished_at: null });
    await cashboxAt('/withdraw', {
      'GET /api/player/payment_methods': [method({ action: 'cashout', min_amount_cents: 2_000, fields: [] })],
      'GET /api/player/payments': [pending],
      'POST /api/player/payments/44/recall': { ...pending, state: 'recalled', recallable: false, finished_at: now() },
    });
    const amount = await screen.findByLabelText('Amount (EUR)', {}, { timeout: 5000 });
    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw €150.00' }));
    expect(await screen.findByText('Not enough money')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Recall/ }));
    expect(await screen.findByText('Withdrawal recalled: €30.00 is back in your balance.')).toBeTruthy();
  });
});

describe('closing', () => {
  it('returns to the page behind, or to main after sign-up', async () => {
    const { runtime, navigation } = await cashboxAt('/pokies', { 'GET /api/player/payment_methods': [method()] });
    act(() => runtime.navigate('/dashboard'));
    await screen.findByRole('button', { name: 'Close the cashbox' }, { timeout: 5000 });
    // Tabs keep the page behind (each screen is a new popup: its button is found again).
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Cashbox sections' })).getByRole('link', { name: 'Withdraw' }));
    await waitFor(() => expect(navigation.current().pathname).toBe('/withdraw'));
    fireEvent.click(await screen.findByRole('button', { name: 'Close the cashbox' }));
    await waitFor(() => expect(navigation.current().pathname).toBe('/pokies'));

    act(() => navigation.go('/deposit', { state: { from: '/sign-up?redirect=%2Fdeposit' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close the cashbox' }));
    await waitFor(() => expect(navigation.current().pathname).toBe('/'));
  });
});
