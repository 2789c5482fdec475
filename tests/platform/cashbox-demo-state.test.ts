import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { depositBonusOfferSchema, paymentMethodsSchema, paymentsSchema } from '../../schemas/wire/money';
import { accountsSchema } from '../../schemas/wire/player';
import { seedModules } from '../../platform/seed';
import { platformModules } from '../../platform/modules/index';
import { checkLedger, makePlatform, signIn, type SignedIn } from './helpers';

/** DESIGN §12 demo data: `npm start` opens a cashier with history, a recallable withdrawal and a saved card. */
describe('the demo players’ cashier', () => {
  let platform: Awaited<ReturnType<typeof makePlatform>>;
  let demo: SignedIn;
  const get = (url: string, session = demo) => platform.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
  const idOf = (email: string) => platform.db.prepare('SELECT id FROM players WHERE email = ?').pluck().get(email) as number;

  beforeAll(async () => {
    platform = await makePlatform();
    demo = signIn(platform.db, idOf('demo@croupier.dev'));
  });
  afterAll(() => platform.close());

  it('has deposits and withdrawals in history, one of them pending and recallable', async () => {
    const history = paymentsSchema.parse((await get('/api/player/payments')).json());
    expect(history.map((p) => [p.action, p.payment_system, p.state])).toEqual([
      ['cashout', 'visa', 'pending'],
      ['cashout', 'skrill', 'succeeded'],
      ['deposit', 'visa', 'succeeded'],
      ['deposit', 'mastercard', 'declined'],
      ['deposit', 'skrill', 'succeeded'],
    ]);
    expect(history[0]!.recallable).toBe(true);
    expect(history.filter((p) => p.recallable)).toHaveLength(1);
    // 1,000.00 of demo money + 150.00 deposited − 80.00 paid out − 40.00 reserved; the shown balance adds the
    // 50.00 of the seeded active deposit bonus (bonuses module), which is not withdrawable.
    const [eur] = accountsSchema.parse((await get('/api/player/accounts')).json());
    expect(eur).toMatchObject({ currency: 'EUR', amount_cents: 108_000, available_to_cashout_cents: 103_000 });
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });

  it('has a saved Visa for one-click deposits, and no longer gets first-deposit offers', async () => {
    const methods = paymentMethodsSchema.parse((await get('/api/player/payment_methods?action=deposit&currency=EUR')).json());
    expect(methods.find((m) => m.id === 'visa')!.saved_profiles.map((p) => p.title)).toEqual(['Visa •••• 4242']);
    const offers = z.array(depositBonusOfferSchema).parse((await get('/api/bonuses/deposit?currency=EUR')).json());
    expect(offers.map((o) => o.title)).not.toContain('Welcome 100% up to €500 + 100 free spins');
    // The newbie has never deposited: the welcome offer is theirs.
    const newbie = signIn(platform.db, idOf('newbie@croupier.dev'));
    const theirs = z.array(depositBonusOfferSchema).parse((await get('/api/bonuses/deposit?currency=EUR', newbie)).json());
    expect(theirs[0]!.title).toBe('Welcome 100% up to €500 + 100 free spins');
  });

  it('recalling the seeded withdrawal gives the money back through the ledger', async () => {
    const [pending] = paymentsSchema.parse((await get('/api/player/payments')).json());
    const recall = await platform.app.inject({ method: 'POST', url: `/api/player/payments/${pending!.id}/recall`, headers: demo.headers, payload: '{}' });
    expect(recall.json()).toMatchObject({ state: 'recalled' });
    expect(accountsSchema.parse((await get('/api/player/accounts')).json())[0]!.available_to_cashout_cents).toBe(107_000);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });

  it('is re-runnable: seeding again adds no payment and moves no money', () => {
    const count = () => platform.db.prepare('SELECT (SELECT COUNT(*) FROM payments) || \'/\' || (SELECT COUNT(*) FROM ledger) || \'/\' || (SELECT COUNT(*) FROM deposit_bonus_offers)').pluck().get();
    const before = count();
    platform.db.prepare("DELETE FROM module_seeds WHERE module IN ('payments', 'bonuses')").run();
    expect(seedModules(platform.db, platformModules)).toEqual(['bonuses', 'payments']);
    expect(count()).toBe(before);
  });
});
