import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { playerBonusSchema, playerFreespinsSchema, receivedBonusSchema, registrationBonusOfferSchema } from '../../../schemas/wire/bonuses';
import { cardRequest, credit, signIn, type SignedIn } from '../../../tests/platform/helpers';
import { transaction } from '../../db/transaction';
import { registerPlayer } from '../accounts/register-player';
import { updateBonusSettings } from '../accounts/public';
import {
  bonusRow,
  expectBonusInvariant,
  grantBonus,
  grantPack,
  insertKindGames,
  makeBonusPlatform,
  newPlayer,
  packRow,
  playFreeRound,
  playPaidRound,
  pocketsOf,
  type BonusPlatform,
} from './test-platform';

let platform: BonusPlatform;
let player: SignedIn;
beforeEach(async () => {
  platform = await makeBonusPlatform();
  player = newPlayer(platform.db);
});
afterEach(() => platform.close());

const DAY = 86_400_000;
const get = (url: string, who: SignedIn | null = player) => platform.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const send = (method: 'POST' | 'DELETE', url: string, who: SignedIn = player) =>
  platform.app.inject({ method, url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf } });
const bonuses = async (who: SignedIn = player) => z.array(playerBonusSchema).parse((await get('/api/player/bonuses', who)).json());
const packs = async (who: SignedIn = player) => z.array(playerFreespinsSchema).parse((await get('/api/player/freespins', who)).json());

describe('registration', () => {
  it('a new player gets the registration bonus in their currency: money and free spins, new gifts to activate', async () => {
    const id = registerPlayer(platform.ctx, { email: 'fresh@test.dev', password_hash: 'x', currency: 'CAD', country: 'CA' }, 'email');
    const fresh = signIn(platform.db, id);
    const [bonus] = await bonuses(fresh);
    expect(bonus).toMatchObject({ type: 'registration', stage: 'issued', currency: 'CAD', activatable: true, cancelable: true, group_key: 'registration', amount_cents: 1_000 });
    expect(bonus!.amount_wager_requirement_cents).toBe(30_000);
    expect(bonus!.max_win_cents).toBe(10_000);
    const [pack] = await packs(fresh);
    expect(pack).toMatchObject({ stage: 'issued', freespins_total: 20, freespins_performed: 0, currency: 'CAD', bet_cents: 20 });
    expect(pack!.games).toHaveLength(3);
    expect(pack!.games_info.every((g) => g.title.length > 0 && g.title !== g.identifier)).toBe(true);
    // Nothing in the wallet until it is activated.
    expect(pocketsOf(platform.db, id, 'CAD')).toEqual({ real: 0, bonus: 0 });
  });

  it('GET /api/bonuses/registration shows a guest what a new player gets; can_issue off gets nothing', async () => {
    const offers = z.array(registrationBonusOfferSchema).parse((await get('/api/bonuses/registration?currency=NOK', null)).json());
    expect(offers).toEqual([expect.objectContaining({ currency: 'NOK', amount_cents: 10_000, freespins_count: 20, wager_multiplier: 30, group_key: 'registration' })]);
    expect((await get('/api/bonuses/registration?currency=eur', null)).statusCode).toBe(422);
    expect(z.array(registrationBonusOfferSchema).parse((await get('/api/bonuses/registration')).json())[0]!.currency).toBe('EUR');
    updateBonusSettings(platform.db, player.playerId, { canIssue: false });
    expect((await get('/api/bonuses/registration')).json()).toEqual([]);
  });
});

describe('activation, waiting and cancel', () => {
  it('activates a gift (money into the bonus pocket), a second one waits, cancel forfeits and moves the waiting one up', async () => {
    const first = grantBonus(platform, player.playerId, { amount: 1_000, activate: false });
    const second = grantBonus(platform, player.playerId, { amount: 500, activate: false });
    platform.pushes.length = 0;
    const activated = await send('POST', `/api/player/bonuses/${first.id}/activation`);
    expect(activated.statusCode).toBe(200);
    expect(playerBonusSchema.parse(activated.json())).toMatchObject({ id: String(first.id), stage: 'activated', activatable: false, cancelable: true });
    expect(playerBonusSchema.parse(activated.json()).valid_until).toBe(new Date(platform.clock.now().getTime() + 7 * DAY).toISOString());
    expect(platform.pushes.map((p) => p.channel).sort()).toEqual(['balance', 'bonuses_changes']);
    expect(pocketsOf(platform.db, player.playerId)).toEqual({ real: 0, bonus: 1_000 });

    const waiting = await send('POST', `/api/player/bonuses/${second.id}/activation`);
    expect(playerBonusSchema.parse(waiting.json()).stage).toBe('wait');
    expect(pocketsOf(platform.db, player.playerId).bonus).toBe(1_000);

    platform.pushes.length = 0;
    const canceled = await send('DELETE', `/api/player/bonuses/${first.id}`);
    expect(playerBonusSchema.parse(canceled.json())).toMatchObject({ stage: 'canceled', amount_cents: 0, cancelable: false });
    expect(bonusRow(platform.db, second.id)).toMatchObject({ stage: 'activated', amount_cents: 500 });
    expect(pocketsOf(platform.db, player.playerId)).toEqual({ real: 0, bonus: 500 });
    // Both changes pushed, whole objects.
    const pushed = platform.pushes.filter((p) => p.channel === 'bonuses_changes').map((p) => playerBonusSchema.parse(p.payload));
    expect(pushed.map((b) => [b.id, b.stage]).sort()).toEqual([
      [String(first.id), 'canceled'],
      [String(second.id), 'activated'],
    ]);
    expectBonusInvariant(platform.db);
  });

  it('refuses what does not apply: 422 with a code; 404 for another player’s or an unknown id; 401 for guests', async () => {
    const bonus = grantBonus(platform, player.playerId, { amount: 1_000, activate: false, activatableDays: 1 });
    expect((await send('POST', `/api/player/bonuses/${bonus.id}/activation`)).statusCode).toBe(200);
    expect((await send('POST', `/api/player/bonuses/${bonus.id}/activation`)).json()).toEqual({ errors: { base: ['not_activatable'] } });
    expect((await send('DELETE', `/api/player/bonuses/${bonus.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/player/bonuses/${bonus.id}`)).json()).toEqual({ errors: { base: ['not_cancelable'] } });
    const other = newPlayer(platform.db);
    expect((await send('DELETE', `/api/player/bonuses/${bonus.id}`, other)).statusCode).toBe(404);
    expect((await send('POST', '/api/player/bonuses/abc/activation')).statusCode).toBe(404);
    expect((await send('POST', '/api/player/bonuses/999999/activation')).statusCode).toBe(404);
    const late = grantBonus(platform, player.playerId, { amount: 1_000, activate: false, activatableDays: 1 });
    platform.clock.advance(DAY + 1);
    expect((await send('POST', `/api/player/bonuses/${late.id}/activation`)).json()).toEqual({ errors: { base: ['expired'] } });
    for (const url of ['/api/player/bonuses', '/api/player/freespins', '/api/v2/bonuses']) expect((await get(url, null)).statusCode).toBe(401);
    expect((await platform.app.inject({ method: 'POST', url: `/api/player/bonuses/${late.id}/activation` })).statusCode).toBe(401);
  });

  it('a wager-free gift pays out at once as real money (finished), even while another bonus is active', async () => {
    grantBonus(platform, player.playerId, { amount: 1_000 });
    const free = grantBonus(platform, player.playerId, { amount: 250, wager: 0, activate: false });
    expect(playerBonusSchema.parse((await send('POST', `/api/player/bonuses/${free.id}/activation`)).json())).toMatchObject({ stage: 'finished', amount_cents: 0 });
    expect(pocketsOf(platform.db, player.playerId)).toEqual({ real: 250, bonus: 1_000 });
    expectBonusInvariant(platform.db);
  });

  it('packs: activate, cancel (spins and winnings gone), refusals', async () => {
    const games = insertKindGames(platform.db);
    const pack = grantPack(platform, player.playerId, { games: [games.slot] });
    expect(packRow(platform.db, pack.id)).toMatchObject({ stage: 'issued' });
    const activated = playerFreespinsSchema.parse((await send('POST', `/api/player/freespins/${pack.id}/activation`)).json());
    expect(activated).toMatchObject({ stage: 'activated', activatable: false, cancelable: true, bet_cents: 20, win_cents: 0 });
    expect((await send('POST', `/api/player/freespins/${pack.id}/activation`)).json()).toEqual({ errors: { base: ['not_activatable'] } });
    playFreeRound(platform.ctx, { playerId: player.playerId, game: games.slot, betCents: 20, winCents: 150 });
    const canceled = playerFreespinsSchema.parse((await send('DELETE', `/api/player/freespins/${pack.id}`)).json());
    expect(canceled).toMatchObject({ stage: 'canceled', freespins_performed: 1, win_cents: 150 });
    expect(await bonuses()).toEqual([]);
    expect((await send('DELETE', `/api/player/freespins/${pack.id}`)).json()).toEqual({ errors: { base: ['not_cancelable'] } });
    expect((await send('DELETE', `/api/player/freespins/${pack.id}`, newPlayer(platform.db))).statusCode).toBe(404);
  });

  it('GET /api/v2/bonuses: every gift of both kinds with its received status, newest first', async () => {
    const games = insertKindGames(platform.db);
    const issued = grantBonus(platform, player.playerId, { amount: 100, activate: false });
    platform.clock.advance(1000);
    const active = grantBonus(platform, player.playerId, { amount: 200 });
    platform.clock.advance(1000);
    const pack = grantPack(platform, player.playerId, { games: [games.slot] });
    const list = z.array(receivedBonusSchema).parse((await get('/api/v2/bonuses')).json());
    expect(list.map((r) => [r.kind, r.id, r.status])).toEqual([
      ['freespins', String(pack.id), 'received'],
      ['bonus', String(active.id), 'activated'],
      ['bonus', String(issued.id), 'received'],
    ]);
  });
});

describe('withdrawal', () => {
  it('erases the active and waiting bonuses of its currency (erased_by_withdraw); new gifts and packs stay', async () => {
    const games = insertKindGames(platform.db);
    credit(platform.db, player.playerId, 'EUR', 10_000);
    const active = grantBonus(platform, player.playerId, { amount: 3_000 });
    const waiting = grantBonus(platform, player.playerId, { amount: 1_000 });
    const fresh = grantBonus(platform, player.playerId, { amount: 500, activate: false });
    const usd = grantBonus(platform, player.playerId, { amount: 700, currency: 'USD' });
    const pack = grantPack(platform, player.playerId, { games: [games.slot], activate: true });
    playPaidRound(platform.ctx, { playerId: player.playerId, game: games.slot, betCents: 100 });
    platform.pushes.length = 0;
    const cashout = await platform.app.inject({ method: 'POST', url: '/api/player/payments/cashout', headers: player.headers, payload: JSON.stringify(cardRequest(2_000)) });
    expect(cashout.statusCode).toBe(201);
    expect(bonusRow(platform.db, active.id)).toMatchObject({ stage: 'canceled', ended_by: 'withdrawal', amount_cents: 0 });
    expect(bonusRow(platform.db, waiting.id)).toMatchObject({ stage: 'canceled', ended_by: 'withdrawal' });
    expect(bonusRow(platform.db, fresh.id)).toMatchObject({ stage: 'issued' });
    expect(bonusRow(platform.db, usd.id)).toMatchObject({ stage: 'activated' });
    expect(packRow(platform.db, pack.id)).toMatchObject({ stage: 'activated' });
    expect(pocketsOf(platform.db, player.playerId)).toEqual({ real: 10_000 - 100 - 2_000, bonus: 0 });
    const received = z.array(receivedBonusSchema).parse((await get('/api/v2/bonuses')).json());
    expect(received.filter((r) => r.status === 'erased_by_withdraw').map((r) => r.id).sort()).toEqual([String(active.id), String(waiting.id)].sort());
    expect(platform.pushes.filter((p) => p.channel === 'bonuses_changes')).toHaveLength(2);
    expect(platform.db.prepare("SELECT delta_cents FROM ledger WHERE player_id = ? AND kind = 'bonus_forfeit'").pluck().all(player.playerId)).toEqual([-3_000]);
    expectBonusInvariant(platform.db);
  });
});

describe('the scheduler (manual clock)', () => {
  it('expires new gifts past activatable_until, active bonuses past valid_until (forfeit, the waiting one moves up) and packs; idempotent', async () => {
    const games = insertKindGames(platform.db);
    const gift = grantBonus(platform, player.playerId, { amount: 100, activate: false, activatableDays: 5 });
    const active = grantBonus(platform, player.playerId, { amount: 1_000, validDays: 2 });
    const waiting = grantBonus(platform, player.playerId, { amount: 400, activatableDays: 10, validDays: 4 });
    const newPack = grantPack(platform, player.playerId, { games: [games.slot], activatableDays: 1 });
    const playedPack = grantPack(platform, player.playerId, { games: [games.slot], activate: true, validDays: 2, wager: 5 });
    playFreeRound(platform.ctx, { playerId: player.playerId, game: games.slot, betCents: 20, winCents: 90 });
    expect(waiting.stage).toBe('wait');

    platform.clock.advance(DAY + 1);
    platform.ctx.scheduler.runDue();
    expect(packRow(platform.db, newPack.id)).toMatchObject({ stage: 'expired', ended_by: 'expiry' });
    expect(bonusRow(platform.db, active.id)).toMatchObject({ stage: 'activated' });

    platform.clock.advance(DAY);
    const runs = platform.ctx.scheduler.runDue();
    expect(runs.every((r) => r.ok)).toBe(true);
    expect(bonusRow(platform.db, active.id)).toMatchObject({ stage: 'expired', ended_by: 'expiry', amount_cents: 0 });
    expect(bonusRow(platform.db, waiting.id)).toMatchObject({ stage: 'activated', valid_until: new Date(platform.clock.now().getTime() + 4 * DAY).toISOString() });
    // The played pack expired with 90 won: that became a bonus wagered 5 times, which waits behind the active one.
    const played = packRow(platform.db, playedPack.id);
    expect(played).toMatchObject({ stage: 'expired', win_cents: 90 });
    expect(bonusRow(platform.db, played.result_bonus_id as number)).toMatchObject({ type: 'freespins_win', stage: 'wait', amount_cents: 90, wager_requirement_cents: 450 });
    expect(pocketsOf(platform.db, player.playerId).bonus).toBe(400);
    expect(platform.db.prepare("SELECT delta_cents FROM ledger WHERE player_id = ? AND kind = 'bonus_forfeit'").pluck().all(player.playerId)).toEqual([-1_000]);

    platform.clock.advance(4 * DAY);
    platform.ctx.scheduler.runDue();
    expect(bonusRow(platform.db, gift.id)).toMatchObject({ stage: 'expired', amount_cents: 100 });
    // The second active one expired too, and the winnings bonus moved up.
    expect(bonusRow(platform.db, waiting.id)).toMatchObject({ stage: 'expired' });
    expect(bonusRow(platform.db, played.result_bonus_id as number)).toMatchObject({ stage: 'activated' });
    const before = platform.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get();
    const snapshot = platform.db.prepare('SELECT id, stage FROM bonuses ORDER BY id').all();
    platform.ctx.scheduler.runDue();
    expect(platform.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get()).toBe(before);
    expect(platform.db.prepare('SELECT id, stage FROM bonuses ORDER BY id').all()).toEqual(snapshot);
    expectBonusInvariant(platform.db);
  });

  it('weekly cashback: 10% of last week’s net real loss, once per week, a wager-free gift', async () => {
    const games = insertKindGames(platform.db);
    // A Wednesday; the week ends on Monday 00:00 UTC.
    platform.clock.set('2030-01-09T12:00:00.000Z');
    credit(platform.db, player.playerId, 'EUR', 50_000);
    for (let i = 0; i < 10; i++) playPaidRound(platform.ctx, { playerId: player.playerId, game: games.slot, betCents: 2_000, winCents: i < 3 ? 1_000 : 0 });
    // Played with the system clock: the week is the one of the round's settledAt; pin it to the clock's week.
    platform.db.prepare("UPDATE bonus_weekly_play SET week_start = '2030-01-07' WHERE player_id = ?").run(player.playerId);
    // The rounds also climb the seeded quests, whose rewards are gifts too: only the cashback is looked at.
    const cashbacks = async () => (await bonuses()).filter((bonus: { type: string }) => bonus.type === 'cashback');
    platform.ctx.scheduler.runDue();
    expect(await cashbacks()).toEqual([]);
    platform.clock.set('2030-01-14T00:00:01.000Z');
    platform.ctx.scheduler.runDue();
    platform.ctx.scheduler.runDue();
    const list = await cashbacks();
    // Net loss 20,000 − 3,000 = 17,000: 1,700 back.
    expect(list).toEqual([expect.objectContaining({ type: 'cashback', stage: 'issued', amount_cents: 1_700, amount_wager_requirement_cents: 0, group_key: 'cashback' })]);
    // (The rounds also scored in the seeded tournaments, which the jump in time finished and paid.)
    const before = pocketsOf(platform.db, player.playerId).real;
    expect((await send('POST', `/api/player/bonuses/${list[0]!.id}/activation`)).json()).toMatchObject({ stage: 'finished' });
    expect(pocketsOf(platform.db, player.playerId).real).toBe(before + 1_700);
    expectBonusInvariant(platform.db);
  });
});

describe('promotion prizes', () => {
  it('free spins of a tournament or lottery prize become a pack on its games, once per award', async () => {
    const games = insertKindGames(platform.db);
    const award = {
      awardRef: 'tournament:1:place:11',
      promotion: 'tournament' as const,
      promotionId: 1,
      playerId: player.playerId,
      place: 11,
      currency: 'EUR',
      moneyCents: 0,
      freeSpinsCount: 25,
      games: [games.slot],
      awardedAt: platform.clock.now().toISOString(),
    };
    for (let i = 0; i < 2; i++) transaction(platform.db, () => platform.ctx.domain.publish('promotion.prize_awarded', award))();
    expect(await packs()).toEqual([expect.objectContaining({ stage: 'issued', freespins_total: 25, games: [games.slot], bet_cents: 20 })]);
    // Bonuses switched off: no pack for the next award.
    updateBonusSettings(platform.db, player.playerId, { canIssue: false });
    transaction(platform.db, () => platform.ctx.domain.publish('promotion.prize_awarded', { ...award, awardRef: 'tournament:2:place:11' }))();
    expect(await packs()).toHaveLength(1);
  });
});
