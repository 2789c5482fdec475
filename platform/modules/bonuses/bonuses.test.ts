import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { playerBonusSchema, playerFreespinsSchema } from '../../../schemas/wire/bonuses';
import { bonusSettingsSchema, depositBonusOfferSchema, depositResponseSchema } from '../../../schemas/wire/money';
import { cardRequest, createSignedInPlayer, makePlatform, type SignedIn } from '../../../tests/platform/helpers';

let platform: Awaited<ReturnType<typeof makePlatform>>;
let player: SignedIn;

beforeEach(async () => {
  platform = await makePlatform();
  player = createSignedInPlayer(platform.db);
});
afterEach(() => platform.close());

const offersSchema = z.array(depositBonusOfferSchema);
const offers = async (query = 'currency=EUR', headers: Record<string, string> = { cookie: player.cookie }) =>
  offersSchema.parse((await platform.app.inject({ method: 'GET', url: `/api/bonuses/deposit?${query}`, headers })).json());
const titles = async (query?: string, headers?: Record<string, string>) => (await offers(query, headers)).map((o) => o.title);
const send = (method: 'PATCH' | 'DELETE' | 'POST', url: string, body?: unknown) =>
  platform.app.inject({ method, url, headers: body === undefined ? { cookie: player.cookie, 'x-csrf-token': player.csrf } : player.headers, payload: body === undefined ? undefined : JSON.stringify(body) });
const offerId = async (prefix: string, query = 'currency=EUR') => (await offers(query)).find((o) => o.title.startsWith(prefix))!.id;

async function deposit(body: object, outcome: 'succeed' | 'decline' | null = 'succeed') {
  const response = await send('POST', '/api/player/payments/deposit', body);
  if (response.statusCode !== 201) return response;
  const created = depositResponseSchema.parse(response.json());
  const token = new URL(created.redirect_url!, 'http://x').searchParams.get('token');
  if (outcome) await send('POST', `/dev/payments/${created.id}/callback`, { outcome, token });
  return response;
}
const claims = () => platform.db.prepare('SELECT offer_id, deposit_cents, bonus_cents, wager_cents, freespins_count, status FROM deposit_bonus_claims WHERE player_id = ? ORDER BY id').all(player.playerId);

describe('GET /api/bonuses/deposit', () => {
  it('offers a new player welcome, reload and high roller in their currency, friendly per currency', async () => {
    expect(await titles()).toEqual(['Welcome 100% up to €500 + 100 free spins', 'Reload 50% up to €200', 'High roller 25% up to €1,000 from €500']);
    const [welcome] = await offers();
    expect(welcome).toMatchObject({ currency: 'EUR', percent: 100, max_amount_cents: 50_000, min_deposit_cents: 2000, wager_multiplier: 35, freespins_count: 100 });
    expect(welcome!.description).toContain('€20');
    expect(await titles('currency=NOK')).toContain('Reload 50% up to NOK\u00a02,000');
    expect(await titles('currency=BTC')).toEqual(['Crypto boost 75% up to 0.005 BTC']);
    // With an amount: only offers it reaches.
    expect(await titles('currency=EUR&amount_cents=5000')).toEqual(['Welcome 100% up to €500 + 100 free spins', 'Reload 50% up to €200']);
    // No currency: the active wallet's; a guest sees what a new player would.
    expect((await offers('')).map((o) => o.currency)).toEqual(['EUR', 'EUR', 'EUR']);
    expect(await titles('currency=EUR', {})).toHaveLength(3);
    expect((await platform.app.inject({ method: 'GET', url: '/api/bonuses/deposit?currency=eur' })).statusCode).toBe(422);
  });

  it('first-deposit offers end with the first succeeded deposit (a declined one does not count)', async () => {
    await deposit(cardRequest(5000), 'decline');
    expect(await titles()).toHaveLength(3);
    await deposit(cardRequest(5000));
    expect(await titles()).toEqual(['Reload 50% up to €200', 'High roller 25% up to €1,000 from €500']);
  });

  it('can_issue off offers nothing; the deposit bonus code shows only its offers, an unknown one none', async () => {
    const settings = await send('PATCH', '/api/player/update_bonus_settings', { settings: { can_issue: false } });
    expect(bonusSettingsSchema.parse(settings.json())).toEqual({ deposit_bonus_code: null, can_issue: false });
    expect(await offers()).toEqual([]);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: { cookie: player.cookie } })).json()).toMatchObject({ can_issue_bonuses: false });
    await send('PATCH', '/api/player/update_bonus_settings', { settings: { can_issue: true } });

    const set = await send('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'croupier' });
    expect(set.json()).toEqual({ deposit_bonus_code: 'croupier', can_issue: true });
    expect(await titles()).toEqual(['Code CROUPIER: 150% up to €300 + 50 free spins']);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player', headers: { cookie: player.cookie } })).json()).toMatchObject({ deposit_bonus_code: 'croupier' });
    await send('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'NOPE2024' });
    expect(await offers()).toEqual([]);
    const cleared = await send('DELETE', '/api/player/clear_bonus_code');
    expect(cleared.json()).toEqual({ deposit_bonus_code: null, can_issue: true });
    expect(await titles()).toHaveLength(3);

    expect((await send('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'no spaces' })).statusCode).toBe(422);
    expect((await send('PATCH', '/api/player/set_bonus_code', {})).statusCode).toBe(422);
    expect((await send('PATCH', '/api/player/update_bonus_settings', { settings: { can_issue: 'yes' } })).statusCode).toBe(422);
    expect((await platform.app.inject({ method: 'DELETE', url: '/api/player/clear_bonus_code' })).statusCode).toBe(401);
  });
});

describe('a deposit with a bonus', () => {
  it('must choose an offer the player may take now for that currency and amount', async () => {
    const highRoller = await offerId('High roller');
    const welcome = await offerId('Welcome');
    const usdReload = await offerId('Reload', 'currency=USD');
    expect((await deposit({ ...cardRequest(5000), bonus_id: highRoller }, null)).json()).toEqual({ errors: { bonus_id: ['Must be at least €500'] } });
    expect((await deposit({ ...cardRequest(5000), bonus_id: usdReload }, null)).json()).toEqual({ errors: { bonus_id: ['This value is not allowed'] } });
    expect((await deposit({ ...cardRequest(5000), bonus_id: 999_999 }, null)).json()).toEqual({ errors: { bonus_id: ['This value is not allowed'] } });
    const chosen = await deposit({ ...cardRequest(5000), bonus_id: welcome }, null);
    expect(chosen.statusCode).toBe(201);
    expect(platform.db.prepare('SELECT bonus_id FROM payments WHERE id = ?').pluck().get(chosen.json().id)).toBe(welcome);
    // bonus_id null is no bonus.
    expect((await deposit({ ...cardRequest(5000), bonus_id: null }, null)).statusCode).toBe(201);
  });

  it('records and issues a claim when it succeeds (percent, capped; wagering; free spins), none when it is declined', async () => {
    const welcome = await offerId('Welcome');
    await deposit({ ...cardRequest(80_000), bonus_id: welcome }, 'decline');
    expect(claims()).toEqual([]);
    await deposit({ ...cardRequest(80_000), bonus_id: welcome });
    expect(claims()).toEqual([{ offer_id: welcome, deposit_cents: 80_000, bonus_cents: 50_000, wager_cents: 50_000 * 35, freespins_count: 100, status: 'issued' }]);
    const reload = await offerId('Reload');
    await deposit({ ...cardRequest(6000), bonus_id: reload });
    expect(claims()[1]).toEqual({ offer_id: reload, deposit_cents: 6000, bonus_cents: 3000, wager_cents: 90_000, freespins_count: 0, status: 'issued' });
  });

  it('two welcome deposits in flight: only the first to succeed gets the bonus', async () => {
    const welcome = await offerId('Welcome');
    const first = await deposit({ ...cardRequest(5000), bonus_id: welcome }, null);
    const second = await deposit({ ...cardRequest(7000), bonus_id: welcome }, null);
    for (const response of [second, first]) {
      const created = depositResponseSchema.parse(response.json());
      await send('POST', `/dev/payments/${created.id}/callback`, { outcome: 'succeed', token: new URL(created.redirect_url!, 'http://x').searchParams.get('token') });
    }
    expect(claims()).toEqual([
      { offer_id: welcome, deposit_cents: 7000, bonus_cents: 7000, wager_cents: 245_000, freespins_count: 100, status: 'issued' },
      { offer_id: welcome, deposit_cents: 5000, bonus_cents: 0, wager_cents: 0, freespins_count: 0, status: 'ineligible' },
    ]);
  });
});

describe('a deposit bonus becomes a real bonus', () => {
  const bonusesOf = async () => z.array(playerBonusSchema).parse((await platform.app.inject({ method: 'GET', url: '/api/player/bonuses', headers: { cookie: player.cookie } })).json());
  const packsOf = async () => z.array(playerFreespinsSchema).parse((await platform.app.inject({ method: 'GET', url: '/api/player/freespins', headers: { cookie: player.cookie } })).json());
  const pockets = () => platform.db.prepare("SELECT amount_cents AS real, bonus_amount_cents AS bonus FROM wallet_accounts WHERE player_id = ? AND currency = 'EUR'").get(player.playerId);

  it('the chosen offer is issued and activated with the deposit (its free spins too); a second one waits', async () => {
    await deposit({ ...cardRequest(80_000), bonus_id: await offerId('Welcome') });
    const [welcome] = await bonusesOf();
    expect(welcome).toMatchObject({ type: 'deposit', stage: 'activated', title: 'Welcome 100% up to €500 + 100 free spins', amount_cents: 50_000, amount_wager_requirement_cents: 1_750_000 });
    expect(await packsOf()).toEqual([expect.objectContaining({ stage: 'activated', freespins_total: 100, bet_cents: 20 })]);
    expect(pockets()).toEqual({ real: 80_000, bonus: 50_000 });
    const claim = platform.db.prepare('SELECT status, bonus_id FROM deposit_bonus_claims WHERE player_id = ?').get(player.playerId);
    expect(claim).toEqual({ status: 'issued', bonus_id: Number(welcome!.id) });

    await deposit({ ...cardRequest(6_000), bonus_id: await offerId('Reload') });
    const reload = (await bonusesOf()).find((b) => b.id !== welcome!.id)!;
    expect(reload).toMatchObject({ stage: 'wait', amount_cents: 3_000 });
    expect(pockets()).toEqual({ real: 86_000, bonus: 50_000 });
  });

  it('the deposit bonus code flow still leads to its bonus', async () => {
    await send('PATCH', '/api/player/set_bonus_code', { deposit_bonus_code: 'CROUPIER' });
    await deposit({ ...cardRequest(10_000), bonus_id: await offerId('Code CROUPIER') });
    expect(await bonusesOf()).toEqual([expect.objectContaining({ stage: 'activated', amount_cents: 15_000, amount_wager_requirement_cents: 600_000 })]);
    expect(await packsOf()).toEqual([expect.objectContaining({ freespins_total: 50 })]);
  });
});
