import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { playerBonusSchema, playerFreespinsSchema } from '../../../schemas/wire/bonuses';
import { signIn } from '../../../tests/platform/helpers';
import { platformModules } from '../index';
import { seedModules } from '../../seed';
import { wagerPercent } from './wagering-rules';
import { expectBonusInvariant, makeBonusPlatform, pocketsOf, type BonusPlatform } from './test-platform';

/** DESIGN §12: `npm start` shows every bonus feature working for the demo players. */
describe('the demo players’ bonuses', () => {
  let platform: BonusPlatform;
  const idOf = (email: string) => platform.db.prepare('SELECT id FROM players WHERE email = ?').pluck().get(email) as number;
  const list = async (email: string) => {
    const who = signIn(platform.db, idOf(email));
    const get = (url: string) => platform.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    return {
      bonuses: z.array(playerBonusSchema).parse((await get('/api/player/bonuses')).json()),
      packs: z.array(playerFreespinsSchema).parse((await get('/api/player/freespins')).json()),
    };
  };

  beforeAll(async () => {
    platform = await makeBonusPlatform();
  });
  afterAll(() => platform.close());

  it('demo: an active deposit bonus 40% wagered, new gifts (no-deposit, free spins, VIP programme, cashback), an expired welcome', async () => {
    const { bonuses, packs } = await list('demo@croupier.dev');
    const active = bonuses.find((b) => b.stage === 'handle_bets')!;
    expect(active).toMatchObject({ type: 'deposit', title: 'Reload 50% up to €200', amount_cents: 5_000, amount_wager_requirement_cents: 150_000, strategy: 'real_money_first' });
    expect(wagerPercent(active.amount_wager_cents, active.amount_wager_requirement_cents)).toBe(40);
    expect(active.wager_contributions).toEqual([
      { kind: 'slots', percent: 100 },
      { kind: 'crash', percent: 50 },
      { kind: 'table', percent: 10 },
      { kind: 'live', percent: 0 },
    ]);
    expect(new Date(active.valid_until!).getTime()).toBeGreaterThan(Date.now());
    const fresh = bonuses.filter((b) => b.stage === 'issued');
    expect(fresh.map((b) => b.type).sort()).toEqual(['cashback', 'gift', 'no_deposit']);
    expect(fresh.every((b) => b.activatable)).toBe(true);
    expect(fresh.find((b) => b.type === 'gift')!.group_key).toMatch(/^vip_program_/);
    expect(fresh.find((b) => b.type === 'cashback')!.amount_cents).toBe(1_240);
    expect(bonuses.find((b) => b.stage === 'expired')).toMatchObject({ type: 'registration' });
    expect(packs.find((p) => p.stage === 'issued')).toMatchObject({ freespins_total: 25, bet_cents: 20, currency: 'EUR' });
    expect(packs.find((p) => p.stage === 'issued')!.games_info.length).toBeGreaterThan(0);
    expect(packs.find((p) => p.stage === 'expired')).toBeDefined();
    expect(pocketsOf(platform.db, idOf('demo@croupier.dev')).bonus).toBe(5_000);
  });

  it('vip: a high-roller bonus 55% wagered, a VIP gift, and last week’s no-deposit bonus converted up to its max win', async () => {
    const { bonuses } = await list('vip@croupier.dev');
    const active = bonuses.find((b) => b.stage === 'handle_bets')!;
    expect(wagerPercent(active.amount_wager_cents, active.amount_wager_requirement_cents)).toBe(55);
    expect(bonuses.find((b) => b.stage === 'wager_done')).toMatchObject({ type: 'no_deposit', amount_cents: 0, max_win_cents: 5_000 });
    const converted = platform.db
      .prepare("SELECT pocket, kind, delta_cents FROM ledger WHERE player_id = ? AND kind IN ('bonus_conversion', 'bonus_forfeit') ORDER BY id")
      .all(idOf('vip@croupier.dev'));
    expect(converted).toEqual([
      { pocket: 'bonus', kind: 'bonus_conversion', delta_cents: -5_000 },
      { pocket: 'real', kind: 'bonus_conversion', delta_cents: 5_000 },
      { pocket: 'bonus', kind: 'bonus_forfeit', delta_cents: -2_300 },
    ]);
  });

  it('aussie, canuck and newbie: welcome gifts in their currency', async () => {
    const aussie = await list('aussie@croupier.dev');
    expect(aussie.bonuses.map((b) => [b.currency, b.stage]).sort()).toEqual([
      ['AUD', 'handle_bets'],
      ['AUD', 'issued'],
    ]);
    expect(aussie.packs).toEqual([expect.objectContaining({ currency: 'AUD', stage: 'issued', freespins_total: 20 })]);
    expect((await list('canuck@croupier.dev')).bonuses).toEqual([expect.objectContaining({ currency: 'CAD', type: 'registration', stage: 'issued' })]);
    expect((await list('newbie@croupier.dev')).packs).toHaveLength(1);
  });

  it('every wallet’s bonus pocket equals its active bonuses, and the ledger adds up', () => {
    expectBonusInvariant(platform.db);
  });

  it('is re-runnable, and issues deposits recorded before the engine existed', () => {
    const count = () => platform.db.prepare("SELECT (SELECT COUNT(*) FROM bonuses) || '/' || (SELECT COUNT(*) FROM bonus_freespins) || '/' || (SELECT COUNT(*) FROM ledger) || '/' || (SELECT COUNT(*) FROM bonus_definitions)").pluck().get();
    const before = count();
    platform.db.prepare("DELETE FROM module_seeds WHERE module = 'bonuses'").run();
    expect(seedModules(platform.db, platformModules)).toEqual(['bonuses']);
    expect(count()).toBe(before);

    // A claim from a version-1 database: recorded, never issued.
    const newbie = idOf('newbie@croupier.dev');
    const offer = platform.db.prepare("SELECT id FROM deposit_bonus_offers WHERE code = 'welcome:EUR'").pluck().get() as number;
    platform.db
      .prepare("INSERT INTO deposit_bonus_claims (payment_id, player_id, offer_id, currency, deposit_cents, bonus_cents, wager_cents, freespins_count, status, created_at) VALUES (900001, ?, ?, 'EUR', 4000, 4000, 140000, 100, 'recorded', ?)")
      .run(newbie, offer, new Date().toISOString());
    platform.db.prepare("UPDATE module_seeds SET version = 1 WHERE module = 'bonuses'").run();
    expect(seedModules(platform.db, platformModules)).toEqual(['bonuses']);
    const claim = platform.db.prepare('SELECT status, bonus_id, freespins_id FROM deposit_bonus_claims WHERE payment_id = 900001').get() as { status: string; bonus_id: number; freespins_id: number };
    expect(claim.status).toBe('issued');
    expect(platform.db.prepare('SELECT type, stage, amount_cents, wager_requirement_cents FROM bonuses WHERE id = ?').get(claim.bonus_id)).toEqual({
      type: 'deposit',
      stage: 'activated',
      amount_cents: 4_000,
      wager_requirement_cents: 140_000,
    });
    expect(platform.db.prepare('SELECT stage, freespins_total FROM bonus_freespins WHERE id = ?').get(claim.freespins_id)).toEqual({ stage: 'activated', freespins_total: 100 });
    expectBonusInvariant(platform.db);
  });
});
