import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsSchema } from '../../../schemas/wire/player';
import type { PlatformEvent } from '../../context';
import { checkLedger, countRows, createPlayer, createSignedInPlayer, credit, makePlatform, signIn } from '../../../tests/platform/helpers';
import { DEMO_PLAYER_EMAIL, DEMO_PLAYER_START_CENTS } from './accounts';
import { transaction } from '../../db/transaction';
import { applyBalanceChange } from './balance';

let platform: Awaited<ReturnType<typeof makePlatform>>;
let events: PlatformEvent[];

beforeEach(async () => {
  platform = await makePlatform();
  events = [];
  platform.ctx.events.subscribe((e) => events.push(e));
});
afterEach(() => platform.close());

describe('applyBalanceChange', () => {
  it('updates the wallet and the ledger together and refuses to go negative', () => {
    const playerId = createPlayer(platform.db);
    const ledgerBefore = countRows(platform.db, 'ledger');
    expect(applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: -1, kind: 'bet' })).toEqual({ ok: false, reason: 'insufficient_funds' });
    credit(platform.db, playerId, 'EUR', 500);
    const debit = applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: -200, kind: 'bet', ref: 'round:1' });
    expect(debit.ok && debit.account.amount_cents).toBe(300);
    expect(applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: -301, kind: 'bet' }).ok).toBe(false);
    expect(applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: 0, kind: 'bet' })).toEqual({ ok: false, reason: 'invalid_amount' });
    expect(applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: 1.5, kind: 'bet' }).ok).toBe(false);
    expect(countRows(platform.db, 'ledger') - ledgerBefore).toBe(2);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });

  it('pushes the account on the private balance channel after commit', () => {
    const playerId = createPlayer(platform.db);
    credit(platform.db, playerId, 'EUR', 700);
    expect(events).toEqual([
      { scope: 'private', playerId, channel: 'balance', event: 'balance', payload: expect.objectContaining({ currency: 'EUR', amount_cents: 700, active: true }) },
    ]);
  });

  it('inside a rolled-back caller transaction pushes nothing and leaves no trace', () => {
    const playerId = createPlayer(platform.db);
    credit(platform.db, playerId, 'EUR', 100);
    events.length = 0;
    expect(() =>
      transaction(platform.db, () => {
        applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: 50, kind: 'win' });
        throw new Error('caller failed');
      })(),
    ).toThrow('caller failed');
    expect(events).toEqual([]);
    expect(checkLedger(platform.db).ok).toBe(true);
  });

  it('inside a committed caller transaction pushes once it committed, the balance as committed', () => {
    const playerId = createPlayer(platform.db);
    credit(platform.db, playerId, 'EUR', 100);
    events.length = 0;
    transaction(platform.db, () => {
      applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: 50, kind: 'win' });
      expect(events).toEqual([]);
    })();
    expect(events.map((e) => (e.payload as { amount_cents: number }).amount_cents)).toEqual([150]);
  });

  it('refuses to run inside a raw db.transaction(), whose commit it could not see', () => {
    const playerId = createPlayer(platform.db);
    expect(() => platform.db.transaction(() => applyBalanceChange(platform.db, { playerId, currency: 'EUR', deltaCents: 50, kind: 'win' }))()).toThrow(
      /inside a raw db\.transaction/,
    );
  });
});

describe('GET/POST /api/player/accounts', () => {
  it('requires a session', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/api/player/accounts?compatibility=true' });
    expect(response.statusCode).toBe(401);
  });

  it('opens an empty wallet in the registration currency on first look', async () => {
    const player = createSignedInPlayer(platform.db, { currency: 'USD' });
    const response = await platform.app.inject({ method: 'GET', url: '/api/player/accounts?compatibility=true', headers: { cookie: player.cookie } });
    expect(response.statusCode).toBe(200);
    expect(accountsSchema.parse(response.json())).toEqual([
      { currency: 'USD', amount_cents: 0, available_to_cashout_cents: 0, active: true, deposit_available: true, hidden_at: null },
    ]);
  });

  it('gives the seeded demo player its starting balance once, through the ledger', async () => {
    let demo = platform.db.prepare('SELECT id FROM players WHERE email = ?').pluck().get(DEMO_PLAYER_EMAIL) as number | undefined;
    demo ??= createPlayer(platform.db, { email: DEMO_PLAYER_EMAIL });
    const session = signIn(platform.db, demo);
    // The payments seed adds the demo history's money on top (payments/seed.ts); reading never credits.
    const seededPayments = platform.db.prepare("SELECT COALESCE(SUM(delta_cents), 0) FROM ledger WHERE player_id = ? AND ref LIKE 'payment:%'").pluck().get(demo) as number;
    for (let i = 0; i < 2; i++) {
      const response = await platform.app.inject({ method: 'GET', url: '/api/player/accounts', headers: { cookie: session.cookie } });
      expect(accountsSchema.parse(response.json())[0]!.available_to_cashout_cents).toBe(DEMO_PLAYER_START_CENTS + seededPayments);
    }
    expect(platform.db.prepare("SELECT delta_cents FROM ledger WHERE ref = 'seed:demo'").pluck().all()).toEqual([DEMO_PLAYER_START_CENTS]);
    expect(checkLedger(platform.db).ok).toBe(true);
  });

  it('adds and switches the active wallet', async () => {
    const player = createSignedInPlayer(platform.db);
    const post = (body: unknown) => platform.app.inject({ method: 'POST', url: '/api/player/accounts', headers: player.headers, payload: JSON.stringify(body) });
    const added = await post({ currency: 'BTC' });
    expect(added.statusCode).toBe(200);
    const accounts = accountsSchema.parse(added.json());
    expect(accounts.map((a) => [a.currency, a.active])).toEqual([
      ['BTC', true],
      ['EUR', false],
    ]);
    const back = accountsSchema.parse((await post({ currency: 'EUR' })).json());
    expect(back.find((a) => a.active)?.currency).toBe('EUR');
    expect((await post({ currency: 'FUN' })).statusCode).toBe(422);
    expect((await post({ currency: 'eur' })).json()).toEqual({ errors: { currency: expect.any(Array) } });
    expect((await post({})).statusCode).toBe(422);
  });

  it('refuses a write without the CSRF token', async () => {
    const player = createSignedInPlayer(platform.db);
    const response = await platform.app.inject({
      method: 'POST',
      url: '/api/player/accounts',
      headers: { cookie: player.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ currency: 'USD' }),
    });
    expect(response.statusCode).toBe(403);
  });
});
