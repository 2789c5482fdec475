import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositResponseSchema, paymentMethodsSchema, paymentSchema, paymentsSchema } from '../../../schemas/wire/money';
import type { PlatformEvent } from '../../context';
import { cardRequest, checkLedger, countRows, createSignedInPlayer, credit, makePlatform, type SignedIn } from '../../../tests/platform/helpers';

const limits = vi.hoisted(() => ({ deposit: null as string | null }));
vi.mock('../limits/enforce', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  limitBlockingDeposit: () => limits.deposit,
}));

let platform: Awaited<ReturnType<typeof makePlatform>>;
let player: SignedIn;
let events: PlatformEvent[];

beforeEach(async () => {
  platform = await makePlatform();
  player = createSignedInPlayer(platform.db);
  events = [];
  platform.ctx.events.subscribe((e) => events.push(e));
  limits.deposit = null;
});
afterEach(() => platform.close());

/** Payments of the players of this test (the demo players come with seeded history). */
const paymentCount = () => platform.db.prepare("SELECT COUNT(*) FROM payments WHERE idempotency_key IS NULL OR idempotency_key NOT LIKE 'seed:%'").pluck().get() as number;

const post = (url: string, body: unknown, headers: Record<string, string> = player.headers) =>
  platform.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
const balance = () => platform.db.prepare('SELECT amount_cents FROM wallet_accounts WHERE player_id = ? AND currency = ?').pluck().get(player.playerId, 'EUR');
const tokenOf = (id: number) => platform.db.prepare('SELECT callback_token FROM payments WHERE id = ?').pluck().get(id) as string;

async function deposit(amount = 5000) {
  const response = await post('/api/player/payments/deposit', cardRequest(amount));
  expect(response.statusCode).toBe(201);
  const body = depositResponseSchema.parse(response.json());
  const token = new URL(body.redirect_url!, 'http://x').searchParams.get('token')!;
  return { ...body, token };
}

describe('payment methods', () => {
  const get = (q: string) => platform.app.inject({ method: 'GET', url: `/api/player/payment_methods?${q}`, headers: { cookie: player.cookie } });

  it('lists fiat methods with limits, and crypto with the spec minimums', async () => {
    const fiat = paymentMethodsSchema.parse((await get('action=deposit&currency=EUR')).json());
    expect(fiat.map((m) => m.type)).toEqual(expect.arrayContaining(['card', 'voucher', 'ewallet', 'bank_transfer']));
    const btc = paymentMethodsSchema.parse((await get('action=deposit&currency=BTC')).json());
    expect(btc).toHaveLength(1);
    expect(btc[0]!.crypto_limits).toEqual({ min_deposit_cents: 10_000, min_cashout_cents: 10_000, max_cashout_cents: 40_000_000 });
    const usdtOut = paymentMethodsSchema.parse((await get('action=cashout&currency=USDT')).json());
    expect(usdtOut[0]).toMatchObject({ min_amount_cents: 2_500_000_000, max_amount_cents: 400_000_000_000 });
    expect(paymentMethodsSchema.parse((await get('action=cashout&currency=TRX')).json())).toEqual([]);
    expect((await get('action=steal')).statusCode).toBe(422);
  });

  it('says what each method asks for, its quick amounts, step and network', async () => {
    const eur = paymentMethodsSchema.parse((await get('action=deposit&currency=EUR')).json());
    const byId = Object.fromEntries(eur.map((m) => [m.id, m]));
    expect(byId.visa!.fields).toEqual([
      { name: 'card_number', required: true },
      { name: 'card_expiry', required: true },
      { name: 'card_holder', required: true },
    ]);
    expect(byId.skrill!.fields).toEqual([{ name: 'account_email', required: true }]);
    expect(byId.paysafecard).toMatchObject({ fields: [{ name: 'voucher_code', required: true }], amount_step_cents: 1000 });
    expect(byId.sofort!.fields).toEqual([]);
    expect(byId.visa).toMatchObject({ amount_presets_cents: [2000, 5000, 10_000, 20_000], amount_step_cents: null, network: null });
    for (const method of eur) {
      for (const preset of method.amount_presets_cents) {
        expect(preset).toBeGreaterThanOrEqual(method.min_amount_cents);
        expect(preset).toBeLessThanOrEqual(method.max_amount_cents);
        if (method.amount_step_cents) expect(preset % method.amount_step_cents).toBe(0);
      }
    }
    const cashout = paymentMethodsSchema.parse((await get('action=cashout&currency=EUR')).json());
    expect(cashout.find((m) => m.id === 'bank_transfer')!.fields).toEqual([
      { name: 'iban', required: true },
      { name: 'card_holder', required: false },
    ]);
    // Friendly amounts per currency: the same four quick amounts, 100 kroner per 10 euros.
    const nok = paymentMethodsSchema.parse((await get('action=deposit&currency=NOK')).json()).find((m) => m.id === 'visa')!;
    expect(nok).toMatchObject({ min_amount_cents: 10_000, amount_presets_cents: [20_000, 50_000, 100_000, 200_000] });
    const jpy = paymentMethodsSchema.parse((await get('action=deposit&currency=JPY')).json()).find((m) => m.id === 'neosurf')!;
    expect(jpy).toMatchObject({ min_amount_cents: 1000, amount_step_cents: 1000 });
  });

  it('gives crypto its network and quick amounts from the §9 minimums up, and no fields', async () => {
    const networks: Record<string, string> = {
      BTC: 'Bitcoin', ETH: 'ERC-20', USDT: 'ERC-20', USDC: 'ERC-20', LTC: 'Litecoin', DOG: 'Dogecoin', BCH: 'Bitcoin Cash', TRX: 'TRON', BNB: 'BNB Smart Chain', ADA: 'Cardano',
    };
    for (const [currency, network] of Object.entries(networks)) {
      const [method] = paymentMethodsSchema.parse((await get(`action=deposit&currency=${currency}`)).json());
      expect(method, currency).toMatchObject({ network, fields: [], amount_step_cents: null });
      expect(method!.amount_presets_cents.length, currency).toBeGreaterThan(0);
      expect(Math.min(...method!.amount_presets_cents), currency).toBeGreaterThanOrEqual(method!.min_amount_cents);
    }
    const [btc] = paymentMethodsSchema.parse((await get('action=deposit&currency=BTC')).json());
    expect(btc!.amount_presets_cents).toEqual([50_000, 100_000, 200_000, 500_000]); // 0.0005 … 0.005 BTC
  });
});

describe('deposits', () => {
  it('credits on a succeeded callback, once, and replays change nothing', async () => {
    const { id, redirect_url, token, crypto } = await deposit();
    expect(crypto).toBeNull();
    expect(redirect_url).toMatch(new RegExp(`^/dev/payments/${id}\\?token=`));
    const page = await platform.app.inject({ method: 'GET', url: redirect_url! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Visa •••• 4242');
    expect((await platform.app.inject({ method: 'GET', url: `/dev/payments/${id}?token=wrong` })).statusCode).toBe(404);

    const first = await post(`/dev/payments/${id}/callback`, { outcome: 'succeed', token }, { 'content-type': 'application/json' });
    expect(first.json()).toMatchObject({ changed: true, payment: { state: 'succeeded', success: true } });
    expect(balance()).toBe(5000);
    const ledgerRows = countRows(platform.db, 'ledger');
    for (let i = 0; i < 3; i++) {
      const replay = await post(`/dev/payments/${id}/callback`, { outcome: 'succeed', token }, { 'content-type': 'application/json' });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ changed: false, payment: { state: 'succeeded' } });
    }
    const late = await post(`/dev/payments/${id}/callback`, { outcome: 'decline', token }, { 'content-type': 'application/json' });
    expect(late.statusCode).toBe(409);
    expect(balance()).toBe(5000);
    expect(countRows(platform.db, 'ledger')).toBe(ledgerRows);
    expect(events.filter((e) => e.channel === 'payments_changes').map((e) => paymentSchema.parse(e.payload).state)).toEqual(['pending', 'succeeded']);
    expect(events.some((e) => e.channel === 'balance')).toBe(true);
    expect(checkLedger(platform.db).ok).toBe(true);
  });

  it('declined, canceled and pending outcomes move no money', async () => {
    for (const outcome of ['decline', 'cancel', 'pending'] as const) {
      const { id, token } = await deposit();
      const response = await post(`/dev/payments/${id}/callback`, { outcome, token }, { 'content-type': 'application/json' });
      expect(response.json().payment.state).toBe({ decline: 'declined', cancel: 'canceled', pending: 'pending' }[outcome]);
    }
    expect(balance() ?? 0).toBe(0);
    const history = paymentsSchema.parse((await platform.app.inject({ method: 'GET', url: '/api/player/payments', headers: { cookie: player.cookie } })).json());
    expect(history.map((p) => p.state)).toEqual(['pending', 'canceled', 'declined']);
    expect(history[1]!.finished_at).not.toBeNull();
  });

  it('validates method, amount range and limits', async () => {
    expect((await post('/api/player/payments/deposit', { ...cardRequest(5000), payment_system: 'bank_transfer' })).json()).toEqual({
      errors: { payment_system: ['This value is not allowed'] },
    });
    expect((await post('/api/player/payments/deposit', cardRequest(1))).json()).toEqual({ errors: { amount_cents: ['Must be at least €10'] } });
    expect((await post('/api/player/payments/deposit', cardRequest(500_001))).json()).toEqual({ errors: { amount_cents: ['Must be at most €5,000'] } });
    limits.deposit = 'deposit';
    const limited = await post('/api/player/payments/deposit', cardRequest(5000));
    expect(limited.statusCode).toBe(422);
    expect(limited.json()).toEqual({ errors: { limit: ['deposit'] } });
    expect(paymentCount()).toBe(0);
  });

  it('an Idempotency-Key makes a retried request answer the first payment', async () => {
    const headers = { ...player.headers, 'idempotency-key': 'abc-1' };
    const a = await post('/api/player/payments/deposit', cardRequest(5000), headers);
    const b = await post('/api/player/payments/deposit', cardRequest(5000), headers);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    expect(b.json().redirect_url).toBe(a.json().redirect_url);
    // Even a replay the rules would refuse now (another amount, no details) answers the first payment.
    const c = await post('/api/player/payments/deposit', { amount_cents: 1, currency: 'EUR', payment_system: 'visa' }, headers);
    expect(c.statusCode).toBe(200);
    expect(c.json().id).toBe(a.json().id);
    // The same key for another action is a client bug, not a replay.
    expect((await post('/api/player/payments/cashout', cardRequest(5000), headers)).json()).toEqual({ errors: { idempotency_key: ['This value is not allowed'] } });
    // Keys are per player.
    const other = createSignedInPlayer(platform.db);
    const d = await post('/api/player/payments/deposit', cardRequest(5000), { ...other.headers, 'idempotency-key': 'abc-1' });
    expect(d.statusCode).toBe(201);
    expect(paymentCount()).toBe(2);
  });
});

describe('withdrawals', () => {
  it('reserve at once, never beyond the balance, and can be recalled once', async () => {
    credit(platform.db, player.playerId, 'EUR', 10_000);
    const tooMuch = await post('/api/player/payments/cashout', cardRequest(10_001));
    expect(tooMuch.json()).toEqual({ errors: { amount_cents: ['Not enough money'] } });
    expect(paymentCount()).toBe(0);

    const out = await post('/api/player/payments/cashout', cardRequest(6000));
    expect(out.statusCode).toBe(201);
    expect(out.json().payment).toMatchObject({ state: 'pending', recallable: true, action: 'cashout' });
    expect(balance()).toBe(4000);

    const recall = await post(`/api/player/payments/${out.json().id}/recall`, {});
    expect(recall.json()).toMatchObject({ state: 'recalled', recallable: false });
    expect(balance()).toBe(10_000);
    expect((await post(`/api/player/payments/${out.json().id}/recall`, {})).statusCode).toBe(422);
    expect(balance()).toBe(10_000);
    expect(checkLedger(platform.db).ok).toBe(true);
  });

  it('a rejected withdrawal returns the money; a succeeded one keeps it gone; others cannot recall', async () => {
    credit(platform.db, player.playerId, 'EUR', 10_000);
    const bank = { amount_cents: 6000, currency: 'EUR', payment_system: 'bank_transfer', details: { iban: 'DE89 3704 0044 0532 0130 00' } };
    const a = (await post('/api/player/payments/cashout', bank)).json();
    expect(a.payment.recallable).toBe(false);
    expect((await post(`/api/player/payments/${a.id}/recall`, {})).statusCode).toBe(422);
    await post(`/dev/payments/${a.id}/callback`, { outcome: 'decline', token: tokenOf(a.id) }, { 'content-type': 'application/json' });
    expect(balance()).toBe(10_000);
    const skrill = { amount_cents: 2500, currency: 'EUR', payment_system: 'skrill', details: { account_email: 'player@mail.com' } };
    const b = (await post('/api/player/payments/cashout', skrill)).json();
    await post(`/dev/payments/${b.id}/callback`, { outcome: 'succeed', token: tokenOf(b.id) }, { 'content-type': 'application/json' });
    expect(balance()).toBe(7500);
    const other = createSignedInPlayer(platform.db);
    const c = (await post('/api/player/payments/cashout', skrill)).json();
    expect((await post(`/api/player/payments/${c.id}/recall`, {}, other.headers)).statusCode).toBe(404);
    expect(checkLedger(platform.db).ok).toBe(true);
  });
});
