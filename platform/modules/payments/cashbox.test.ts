import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { depositResponseSchema, paymentDetailSchema, paymentMethodsSchema, paymentSchema } from '../../../schemas/wire/money';
import type { PlatformEvent } from '../../context';
import { cardRequest, checkLedger, countRows, createSignedInPlayer, credit, makePlatform, TEST_CARD, type SignedIn } from '../../../tests/platform/helpers';

/** Issue 15 on the platform: payment details, saved profiles, crypto, one payment's state, risk details, the processor page. */
let platform: Awaited<ReturnType<typeof makePlatform>>;
let player: SignedIn;
let events: PlatformEvent[];

beforeEach(async () => {
  platform = await makePlatform();
  player = createSignedInPlayer(platform.db);
  events = [];
  platform.ctx.events.subscribe((e) => events.push(e));
});
afterEach(() => platform.close());

/** Payments of the players of this test (the demo players come with seeded history). */
const paymentCount = () => platform.db.prepare("SELECT COUNT(*) FROM payments WHERE idempotency_key IS NULL OR idempotency_key NOT LIKE 'seed:%'").pluck().get() as number;

const post = (url: string, body: unknown, headers: Record<string, string> = player.headers) =>
  platform.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
const get = (url: string, headers: Record<string, string> = { cookie: player.cookie }) => platform.app.inject({ method: 'GET', url, headers });
const callback = (id: number, outcome: string, token: string) => post(`/dev/payments/${id}/callback`, { outcome, token }, { 'content-type': 'application/json' });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

describe('payment details, checked with the shared rules', () => {
  it('refuses a bad card number, a past expiry and missing fields, one message per field, and creates nothing', async () => {
    const response = await post('/api/player/payments/deposit', {
      ...cardRequest(5000),
      details: { card_number: '4242 4242 4242 4241', card_expiry: '01/20' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { card_number: ['Invalid card number'], card_expiry: ['This card has expired'], card_holder: ['This field is required'] },
    });
    const malformed = await post('/api/player/payments/deposit', { ...cardRequest(5000), details: { ...TEST_CARD, card_expiry: '13/30' } });
    expect(malformed.json()).toEqual({ errors: { card_expiry: ['Enter the expiry date as MM/YY'] } });
    const email = await post('/api/player/payments/deposit', { amount_cents: 5000, currency: 'EUR', payment_system: 'skrill', details: { account_email: 'not-an-email' } });
    expect(email.json()).toEqual({ errors: { account_email: ['Enter a valid e-mail address'] } });
    expect(paymentCount()).toBe(0);
  });

  it('translates the messages into the request locale', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/api/player/payments/deposit',
      headers: { ...player.headers, 'accept-language': 'de' },
      payload: JSON.stringify({ ...cardRequest(5000), details: { ...TEST_CARD, card_number: '1234' } }),
    });
    expect(response.json().errors.card_number[0]).not.toBe('Invalid card number');
  });

  it('an LT IBAN puts the player into group 1101 and pushes the groups; another IBAN does not', async () => {
    credit(platform.db, player.playerId, 'EUR', 100_000);
    const cashout = (iban: string, amount = 10_000) =>
      post('/api/player/payments/cashout', { amount_cents: amount, currency: 'EUR', payment_system: 'bank_transfer', details: { iban, card_holder: 'Test Player' } });
    expect((await cashout('DE89 3704 0044 0532 0130 00')).statusCode).toBe(201);
    expect((await get('/api/player')).json().groups).toEqual([]);
    expect((await cashout('DE89-3704')).json()).toEqual({ errors: { iban: ['Use only letters, digits and spaces'] } });

    // The group follows a valid LT IBAN even when the amount is refused.
    const refused = await cashout('LT12 1000 0111 0100 1000', 1);
    expect(refused.json()).toEqual({ errors: { amount_cents: ['Must be at least €50'] } });
    expect((await get('/api/player')).json().groups).toEqual([1101]);
    expect(events.filter((e) => e.channel === 'groups_updates').map((e) => e.payload)).toEqual([{ groups: [1101] }]);
    expect((await cashout('LT12 1000 0111 0100 1000')).statusCode).toBe(201);
    expect(events.filter((e) => e.channel === 'groups_updates')).toHaveLength(1); // already a member: nothing new
    expect(platform.db.prepare("SELECT details_title FROM payments WHERE details_title LIKE '%LT%'").pluck().get()).toBe('Bank transfer · LT•• •••• 1000');
  });

  it('amount: the method minimum and maximum, the multiple-of step, the balance', async () => {
    const voucher = (amount: number) => post('/api/player/payments/deposit', { amount_cents: amount, currency: 'EUR', payment_system: 'paysafecard', details: { voucher_code: '0000 1111 2222 3333' } });
    expect((await voucher(2500)).json()).toEqual({ errors: { amount_cents: ['Must be a multiple of €10'] } });
    expect((await voucher(500)).json()).toEqual({ errors: { amount_cents: ['Must be at least €10'] } });
    expect((await voucher(100_010)).json()).toEqual({ errors: { amount_cents: ['Must be at most €1,000'] } });
    expect((await voucher(3000)).statusCode).toBe(201);
    credit(platform.db, player.playerId, 'EUR', 3000);
    expect((await post('/api/player/payments/cashout', cardRequest(3001))).json()).toEqual({ errors: { amount_cents: ['Not enough money'] } });
    expect((await post('/api/player/payments/cashout', cardRequest(3000))).statusCode).toBe(201);
  });

  it('bonus_id is for deposits only; return_path must be a same-origin path', async () => {
    credit(platform.db, player.playerId, 'EUR', 10_000);
    expect((await post('/api/player/payments/cashout', { ...cardRequest(5000), bonus_id: 1 })).json()).toEqual({ errors: { bonus_id: ['This value is not allowed'] } });
    for (const unsafe of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await post('/api/player/payments/deposit', { ...cardRequest(5000), return_path: unsafe });
      expect(response.json(), unsafe).toEqual({ errors: { return_path: ['This value is not allowed'] } });
    }
    expect(paymentCount()).toBe(0);
  });
});

describe('saved profiles', () => {
  async function succeededDeposit(body: object) {
    const created = depositResponseSchema.parse((await post('/api/player/payments/deposit', body)).json());
    await callback(created.id, 'succeed', tokenOf(created.redirect_url!));
    return created;
  }
  const methods = async () => paymentMethodsSchema.parse((await get('/api/player/payment_methods?action=deposit&currency=EUR')).json());

  it('a succeeded card or e-wallet deposit leaves a masked profile; a declined one or a voucher none', async () => {
    const declined = depositResponseSchema.parse((await post('/api/player/payments/deposit', { ...cardRequest(5000), details: { ...TEST_CARD, card_number: '5555 5555 5555 4444' } })).json());
    await callback(declined.id, 'decline', tokenOf(declined.redirect_url!));
    await succeededDeposit(cardRequest(5000));
    await succeededDeposit({ amount_cents: 5000, currency: 'EUR', payment_system: 'skrill', details: { account_email: 'jane.doe@mail.com' } });
    await succeededDeposit({ amount_cents: 5000, currency: 'EUR', payment_system: 'paysafecard', details: { voucher_code: '0000111122223333' } });
    const byId = Object.fromEntries((await methods()).map((m) => [m.id, m.saved_profiles.map((p) => p.title)]));
    expect(byId).toMatchObject({ visa: ['Visa •••• 4242'], mastercard: [], skrill: ['Skrill · j***@mail.com'], paysafecard: [], neteller: [] });
    // Never the full number or the expiry, anywhere.
    const dump = JSON.stringify([platform.db.prepare('SELECT * FROM payments').all(), platform.db.prepare('SELECT * FROM payment_saved_profiles').all()]);
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('4242 4242 4242 4242');
    expect(dump).not.toContain('12/39');
    expect(dump).not.toContain('0000111122223333');
  });

  it('a deposit with a saved profile needs no details, and the same card twice is one profile', async () => {
    await succeededDeposit(cardRequest(5000));
    await succeededDeposit(cardRequest(2000));
    const [profile, ...more] = (await methods()).find((m) => m.id === 'visa')!.saved_profiles;
    expect(more).toEqual([]);
    const oneClick = await post('/api/player/payments/deposit', { amount_cents: 2500, currency: 'EUR', payment_system: 'visa', saved_profile_id: profile!.id });
    expect(oneClick.statusCode).toBe(201);
    const page = await get(oneClick.json().redirect_url);
    expect(page.body).toContain('Visa •••• 4242');

    // Another method's profile, a made-up id, another player's profile: refused.
    expect((await post('/api/player/payments/deposit', { amount_cents: 2500, currency: 'EUR', payment_system: 'mastercard', saved_profile_id: profile!.id })).json()).toEqual({
      errors: { saved_profile_id: ['This value is not allowed'] },
    });
    const other = createSignedInPlayer(platform.db);
    expect((await post('/api/player/payments/deposit', { amount_cents: 2500, currency: 'EUR', payment_system: 'visa', saved_profile_id: profile!.id }, other.headers)).statusCode).toBe(422);
    const otherMethods = paymentMethodsSchema.parse((await get('/api/player/payment_methods?action=deposit&currency=EUR', { cookie: other.cookie })).json());
    expect(otherMethods.flatMap((m) => m.saved_profiles)).toEqual([]);
  });
});

describe('crypto deposits', () => {
  it('answer an address, network and QR payload instead of a redirect, and stay pending', async () => {
    const response = await post('/api/player/payments/deposit', { amount_cents: 50_000, currency: 'BTC', payment_system: 'crypto_btc' });
    expect(response.statusCode).toBe(201);
    const body = depositResponseSchema.parse(response.json());
    expect(body.redirect_url).toBeNull();
    expect(body.payment.state).toBe('pending');
    expect(body.crypto).toMatchObject({ network: 'Bitcoin', memo: null });
    expect(body.crypto!.address).toMatch(/^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
    expect(body.crypto!.qr_payload).toBe(`bitcoin:${body.crypto!.address}?amount=0.0005`);

    // The same address for the same player and coin; another for another coin or player.
    const again = depositResponseSchema.parse((await post('/api/player/payments/deposit', { amount_cents: 100_000, currency: 'BTC', payment_system: 'crypto_btc' })).json());
    expect(again.crypto!.address).toBe(body.crypto!.address);
    const eth = depositResponseSchema.parse((await post('/api/player/payments/deposit', { amount_cents: 2_000_000, currency: 'ETH', payment_system: 'crypto_eth' })).json());
    expect(eth.crypto).toMatchObject({ network: 'ERC-20' });
    expect(eth.crypto!.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(eth.crypto!.qr_payload).toBe(`ethereum:${eth.crypto!.address}?amount=0.02`);
    const other = createSignedInPlayer(platform.db);
    // Asked again later (a reload of the result screen), an open crypto deposit gives its address again.
    const detail = paymentDetailSchema.parse((await get(`/api/player/payments/${body.id}`)).json());
    expect(detail.crypto).toEqual(body.crypto);
    const theirs = depositResponseSchema.parse((await post('/api/player/payments/deposit', { amount_cents: 50_000, currency: 'BTC', payment_system: 'crypto_btc' }, other.headers)).json());
    expect(theirs.crypto!.address).not.toBe(body.crypto!.address);
  });

  it('the dev processor lists the open payments and confirms one on chain', async () => {
    const body = depositResponseSchema.parse((await post('/api/player/payments/deposit', { amount_cents: 50_000, currency: 'BTC', payment_system: 'crypto_btc' })).json());
    const list = await get('/dev/payments');
    expect(list.statusCode).toBe(200);
    const link = new RegExp(`href="(/dev/payments/${body.id}\\?token=[^"]+)"`).exec(list.body)?.[1];
    expect(link).toBeDefined();
    const page = await get(link!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))));
    expect(page.body).toContain('Confirm transfer on chain');
    expect(page.body).toContain(body.crypto!.address);
    const confirmed = await callback(body.id, 'succeed', tokenOf(link!));
    expect(confirmed.json().payment.state).toBe('succeeded');
    // Once paid, the payment's own answer no longer offers the address.
    expect(paymentDetailSchema.parse((await get(`/api/player/payments/${body.id}`)).json()).crypto).toBeNull();
    expect(platform.db.prepare("SELECT amount_cents FROM wallet_accounts WHERE player_id = ? AND currency = 'BTC'").pluck().get(player.playerId)).toBe(50_000);
    expect((await get('/dev/payments', {})).body).toContain('Sign in');
    expect(checkLedger(platform.db).ok).toBe(true);
  });
});

describe('GET /api/player/payments/{id}', () => {
  it("answers the player's own payment as it stands, 404 for anyone else's", async () => {
    const created = depositResponseSchema.parse((await post('/api/player/payments/deposit', cardRequest(5000))).json());
    const own = await get(`/api/player/payments/${created.id}`);
    expect(own.statusCode).toBe(200);
    expect(paymentSchema.parse(own.json())).toMatchObject({ id: created.id, state: 'pending', amount_cents: 5000 });
    await callback(created.id, 'succeed', tokenOf(created.redirect_url!));
    expect((await get(`/api/player/payments/${created.id}`)).json()).toMatchObject({ state: 'succeeded', success: true });

    const other = createSignedInPlayer(platform.db);
    expect((await get(`/api/player/payments/${created.id}`, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await get('/api/player/payments/999999')).statusCode).toBe(404);
    expect((await get('/api/player/payments/abc')).statusCode).toBe(404);
    expect((await get(`/api/player/payments/${created.id}`, {})).statusCode).toBe(401);
  });
});

describe('POST /api/users/transaction', () => {
  it("stores the client's risk details of its own payment, replacing an earlier report; 404 for another's", async () => {
    const created = depositResponseSchema.parse((await post('/api/player/payments/deposit', cardRequest(5000))).json());
    const report = (transaction: object, headers = player.headers) => post('/api/users/transaction', { transaction }, headers);
    const first = await report({ payment_id: created.id, timezone: 'Europe/Berlin', language: 'de-DE', screen: '1920x1080', user_agent: 'Mozilla/5.0' });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await report({ payment_id: created.id, timezone: 'Europe/Paris', screen: '390x844' })).statusCode).toBe(204);
    expect(platform.db.prepare('SELECT player_id, timezone, language, screen, ip FROM payment_risk_details WHERE payment_id = ?').get(created.id)).toEqual({
      player_id: player.playerId,
      timezone: 'Europe/Paris',
      language: null,
      screen: '390x844',
      ip: '127.0.0.1',
    });
    expect((await report({ payment_id: created.id, screen: 'huge' })).statusCode).toBe(422);
    const other = createSignedInPlayer(platform.db);
    expect((await report({ payment_id: created.id }, other.headers)).statusCode).toBe(404);
    expect((await report({ payment_id: 123456 })).statusCode).toBe(404);
    expect(countRows(platform.db, 'payment_risk_details')).toBe(1);
  });
});

describe('the dev processor page', () => {
  it('shows merchant, amount, method and masked details under a hash-pinned script policy, and returns to the return path', async () => {
    const created = depositResponseSchema.parse((await post('/api/player/payments/deposit', { ...cardRequest(4250), return_path: '/cashbox/result/{id}?from=processor' })).json());
    const page = await platform.app.inject({ method: 'GET', url: created.redirect_url!, headers: { host: 'localhost:3000' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Aurora Casino'); // the site whose hosts include localhost
    expect(page.body).toContain('Pay €42.50');
    expect(page.body).toContain('Visa •••• 4242');
    expect(page.body).toContain('Demo mode');
    expect(page.body).toContain(`"returnPath":"/cashbox/result/${created.id}?from=processor"`);
    // The one inline script is allowed by its hash and nothing else runs.
    const csp = page.headers['content-security-policy'] as string;
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline\'; script');
    expect(page.body.match(/<script>/g)).toHaveLength(1);

    const paid = await callback(created.id, 'succeed', tokenOf(created.redirect_url!));
    expect(paid.json().payment.state).toBe('succeeded');
    const decided = await get(created.redirect_url!);
    expect(decided.body).toContain('This payment was approved.');
    expect(decided.body).toContain(`href="/cashbox/result/${created.id}?from=processor"`);
  });

  it('returns to /cashbox/result/{id} by default and escapes what it shows', async () => {
    const created = depositResponseSchema.parse((await post('/api/player/payments/deposit', { ...cardRequest(5000), details: { ...TEST_CARD, card_holder: 'Jane Doe' } })).json());
    const page = await get(created.redirect_url!);
    expect(page.body).toContain(`"returnPath":"/cashbox/result/${created.id}"`);
    expect(page.body).toContain('Decline');
    expect(page.body).toContain('Cancel');
    const withQuote = await post('/api/player/payments/deposit', { ...cardRequest(5000), return_path: '/x?a="><script>alert(1)</script>' });
    const quoted = await get(withQuote.json().redirect_url);
    expect(quoted.body).not.toContain('"><script>alert(1)');
  });
});
