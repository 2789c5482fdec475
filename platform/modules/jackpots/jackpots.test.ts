import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatformApp } from '../../app';
import { checkLedger, credit, tempDataDir } from '../../../tests/platform/helpers';
import { jackpotAwardEventSchema, jackpotChangesEventSchema, jackpotEntrySchema, jackpotWinnerSchema } from '../../../schemas/wire/jackpots';
import { dropRoll } from './draw';
import { TICK_INTERVAL_MS } from './pushes';
import { headersOf, levelById, makeJackpotPlatform, mysticJackpot, newPlayer, setChances, settle, type JackpotPlatform } from './test-platform';

let platform: JackpotPlatform;
beforeAll(async () => {
  platform = await makeJackpotPlatform();
});
afterAll(async () => platform.close());

const list = <T>(schema: { parse: (v: unknown) => T }, body: unknown) => (body as unknown[]).map((item) => schema.parse(item));

describe('jackpot routes (moved from the catalogue)', () => {
  it('lists the seeded jackpots with their levels, in the asked currency', async () => {
    const eur = list(jackpotEntrySchema, (await platform.app.inject('/api/jackpots')).json());
    expect(eur.map((j) => j.identifier)).toEqual(['mystic-jackpot', 'aurora-mega-drop', 'golden-vault']);
    expect(eur[0]!.mystic).toBe(true);
    expect(eur[1]!.mystic).toBe(false);
    expect(eur[0]!.currency).toBe('EUR');
    expect(eur[0]!.levels.map((l) => l.name)).toEqual(['Mini', 'Minor', 'Major', 'Grand']);
    expect(eur[0]!.games.length).toBeGreaterThan(0);

    const cad = list(jackpotEntrySchema, (await platform.app.inject('/api/jackpots?currency=CAD')).json());
    expect(cad[0]!.currency).toBe('CAD');
    // The demo rate: 1.47 CAD per EUR.
    expect(cad[0]!.levels[0]!.amount_cents).toBe(Math.round(eur[0]!.levels[0]!.amount_cents * 1.47));
    // A currency without a rate keeps the jackpot's own.
    expect(list(jackpotEntrySchema, (await platform.app.inject('/api/jackpots?currency=BTC')).json())[0]!.currency).toBe('EUR');
  });

  it('a signed-in player without a currency asked sees the active wallet currency', async () => {
    const playerId = newPlayer(platform.db, 'NOK');
    credit(platform.db, playerId, 'NOK', 1_000);
    const answer = await platform.app.inject({ url: '/api/jackpots', headers: { cookie: headersOf(platform.db, playerId).cookie } });
    expect(list(jackpotEntrySchema, answer.json())[0]!.currency).toBe('NOK');
  });

  it('lists winners latest first or biggest first, limited, per jackpot', async () => {
    const latest = list(jackpotWinnerSchema, (await platform.app.inject('/api/jackpot_wins?limit=5')).json());
    expect(latest).toHaveLength(5);
    expect(latest.map((w) => w.created_at)).toEqual([...latest.map((w) => w.created_at)].sort().reverse());
    const biggest = list(jackpotWinnerSchema, (await platform.app.inject('/api/jackpot_wins?limit=5&sort=biggest')).json());
    const amounts = biggest.map((w) => w.jackpot_original_amount_cents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const all = list(jackpotWinnerSchema, (await platform.app.inject('/api/jackpot_wins?limit=100')).json());
    expect(Math.max(...all.map((w) => w.jackpot_original_amount_cents))).toBe(amounts[0]);
    const mystic = list(jackpotWinnerSchema, (await platform.app.inject('/api/jackpot_wins?jackpot=mystic-jackpot&limit=100')).json());
    expect(mystic.length).toBeGreaterThan(0);
    expect(new Set(mystic.map((w) => w.jackpot_identifier))).toEqual(new Set(['mystic-jackpot']));
    expect((await platform.app.inject('/api/jackpot_wins?jackpot=nope')).json()).toEqual([]);
  });

  it('sums every active level per currency', async () => {
    const sums = (await platform.app.inject('/api/games/jackpots')).json() as Record<string, number>;
    const jackpots = list(jackpotEntrySchema, (await platform.app.inject('/api/jackpots')).json());
    expect(sums.EUR).toBe(jackpots.flatMap((j) => j.levels).reduce((sum, l) => sum + l.amount_cents, 0));
    expect(sums.CAD).toBeGreaterThan(sums.EUR!);
  });
});

describe('contributions', () => {
  it('a real bet on a jackpot game adds each level\'s share of its real-money part, to the 1/10 000 cent', () => {
    const { pool, game, levels } = mysticJackpot(platform.db);
    setChances(platform.db, pool.id, {});
    const before = levels();
    const playerId = newPlayer(platform.db);
    // €2.50 real: Mini 1 % = 2.5 cents (2 cents and 5 000 units carried), Grand 0.2 % = 0.5 cents (carried only).
    settle(platform, { playerId, currency: 'EUR', gameIdentifier: game, betCents: 250 });
    const after = levels();
    const mini = before[0]!;
    const total = mini.carry_units + 25_000;
    expect(after[0]!.amount_cents).toBe(mini.amount_cents + Math.floor(total / 10_000));
    expect(after[0]!.carry_units).toBe(total % 10_000);
    const grand = before[3]!;
    expect(after[3]!.amount_cents * 10_000 + after[3]!.carry_units).toBe(grand.amount_cents * 10_000 + grand.carry_units + 5_000);
  });

  it('demo rounds, bonus money, free rounds, other games and currencies without a rate add nothing', () => {
    const { pool, game, levels } = mysticJackpot(platform.db);
    setChances(platform.db, pool.id, {});
    const before = levels();
    const playerId = newPlayer(platform.db);
    settle(platform, { playerId, currency: 'EUR', gameIdentifier: game, betCents: 1_000, mode: 'demo' });
    settle(platform, { playerId, currency: 'EUR', gameIdentifier: game, betCents: 1_000, realBetCents: 0, bonusBetCents: 1_000 });
    settle(platform, { playerId, currency: 'EUR', gameIdentifier: game, betCents: 1_000, realBetCents: 0, freeRound: true });
    settle(platform, { playerId, currency: 'EUR', gameIdentifier: 'croupier-test/no-jackpot', betCents: 1_000 });
    settle(platform, { playerId, currency: 'BTC', gameIdentifier: game, betCents: 1_000 });
    expect(levels()).toEqual(before);
  });

  it('a bet in another currency feeds the EUR pool converted', () => {
    const { pool, game, levels } = mysticJackpot(platform.db);
    setChances(platform.db, pool.id, {});
    const before = levels()[0]!;
    settle(platform, { playerId: newPlayer(platform.db, 'NOK'), currency: 'NOK', gameIdentifier: game, betCents: 115_000 });
    // NOK 1 150 = €100; 1 % = €1.
    const after = levels()[0]!;
    expect(after.amount_cents * 10_000 + after.carry_units).toBe(before.amount_cents * 10_000 + before.carry_units + 100 * 10_000);
  });

  it('ticks the changed jackpot out after the commit, at most once a second, with amounts per currency', async () => {
    const { pool, game } = mysticJackpot(platform.db);
    setChances(platform.db, pool.id, {});
    const playerId = newPlayer(platform.db);
    // Every seeded jackpot runs on every jackpot game: count this jackpot's ticks.
    const ticks = () => platform.pushes.filter((p) => p.channel === 'jackpots_changes' && (p.payload as { identifier?: string }).identifier === 'mystic-jackpot');
    const seen = ticks().length;
    for (let i = 0; i < 5; i += 1) settle(platform, { playerId, currency: 'EUR', gameIdentifier: game, betCents: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, TICK_INTERVAL_MS + 200));
    const fresh = ticks().slice(seen);
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    expect(fresh.length).toBeLessThanOrEqual(2);
    const event = jackpotChangesEventSchema.parse(fresh.at(-1)!.payload);
    const mini = mysticJackpot(platform.db).levels()[0]!;
    expect(event.identifier).toBe('mystic-jackpot');
    expect(event.levels[0]).toEqual({ id: mini.id, amount_cents: mini.amount_cents, amounts: expect.objectContaining({ EUR: mini.amount_cents, CAD: Math.round(mini.amount_cents * 1.47) }) });
  });
});

describe('drops', () => {
  it('a drawn drop pays the pool once to the betting player, in one transaction, recorded and replayable', () => {
    const { pool, game, levels } = mysticJackpot(platform.db);
    setChances(platform.db, pool.id, { mini: 1_000_000 });
    const playerId = newPlayer(platform.db, 'CAD', 'LuckyLarsen');
    credit(platform.db, playerId, 'CAD', 10_000);
    const mini = levels()[0]!;
    const pushed = platform.pushes.length;
    const round = settle(platform, { playerId, currency: 'CAD', gameIdentifier: game, betCents: 100 });

    const award = platform.db.prepare('SELECT * FROM jackpot_awards WHERE round_id = ?').get(round.roundId) as Record<string, number | string>;
    // 100 CAD cents = 68.03… EUR cents: 1 % adds 0.68 cents of carry, the pool as it dropped includes it.
    const droppedEur = mini.amount_cents + Math.floor((mini.carry_units + Math.floor((100 * 100 * 100) / (1.47 * 100))) / 10_000);
    expect(award).toMatchObject({ origin: 'draw', player_id: playerId, level_name: 'Mini', original_amount_cents: droppedEur, original_currency: 'EUR', currency: 'CAD', amount_cents: Math.round(droppedEur * 1.47), generation: mini.generation });
    expect(award.roll).toBe(dropRoll(pool.draw_seed, round.roundId, mini.id));
    expect(award.seed).toBe(pool.draw_seed);
    expect(award.nonce).toBe(round.roundId);

    const after = levelById(levels(), mini.id);
    expect(after).toMatchObject({ amount_cents: mini.seed_cents, carry_units: 0, generation: mini.generation + 1 });
    const ledger = platform.db.prepare("SELECT * FROM ledger WHERE kind = 'jackpot_win' AND ref = ?").all(`jackpot_award:${award.id}`) as { delta_cents: number; player_id: number; id: number }[];
    expect(ledger).toEqual([expect.objectContaining({ delta_cents: award.amount_cents, player_id: playerId, id: award.ledger_id })]);
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });

    const fresh = platform.pushes.slice(pushed);
    const privateAward = fresh.find((p) => p.channel === 'jackpot_win_award');
    expect(privateAward).toMatchObject({ scope: 'private', playerId });
    expect(jackpotAwardEventSchema.parse(privateAward!.payload)).toMatchObject({ jackpot_identifier: 'mystic-jackpot', level_name: 'Mini', amount_cents: award.amount_cents, currency: 'CAD' });
    const win = fresh.find((p) => p.channel === 'wins');
    expect(win).toMatchObject({ scope: 'public', payload: expect.objectContaining({ nickname: 'LuckyLarsen', amount_cents: award.amount_cents, jackpot_identifier: 'mystic-jackpot', jackpot_level_name: 'Mini' }) });
    expect(JSON.stringify(win!.payload)).not.toContain(`"player_id"`);
    // The new winner leads the latest winners.
    setChances(platform.db, pool.id, {});
  });

  it('a forced drop (demo route) pays the signed-in caller; a stale generation never pays again', async () => {
    const { pool, levels } = mysticJackpot(platform.db);
    const playerId = newPlayer(platform.db);
    const headers = headersOf(platform.db, playerId);
    const major = levels()[2]!;
    const answer = await platform.app.inject({ method: 'POST', url: '/dev/jackpots/mystic-jackpot/drop', headers, payload: { level: 'major' } });
    expect(answer.statusCode).toBe(201);
    expect(jackpotAwardEventSchema.parse(answer.json())).toMatchObject({ level_name: 'Major', amount_cents: major.amount_cents, currency: 'EUR' });
    expect(levelById(levels(), major.id)).toMatchObject({ amount_cents: major.seed_cents, generation: major.generation + 1 });

    // The generation the first request saw is gone: the same level cannot be paid for it again.
    const { awardLevel } = await import('./award');
    expect(awardLevel(platform.ctx, { levelId: major.id, generation: major.generation, playerId, currency: 'EUR', how: { origin: 'forced', gameIdentifier: null } })).toBeNull();
    expect(platform.db.prepare("SELECT COUNT(*) FROM ledger WHERE player_id = ? AND kind = 'jackpot_win'").pluck().get(playerId)).toBe(1);

    const latest = list(jackpotWinnerSchema, (await platform.app.inject('/api/jackpot_wins?limit=1')).json());
    expect(latest[0]).toMatchObject({ jackpot_level_name: 'Major', jackpot_identifier: pool.identifier });

    expect((await platform.app.inject({ method: 'POST', url: '/dev/jackpots/mystic-jackpot/drop', payload: {} })).statusCode).toBe(401);
    expect((await platform.app.inject({ method: 'POST', url: '/dev/jackpots/nope/drop', headers, payload: {} })).statusCode).toBe(404);
  });

  it('a credit the wallet refuses (balance cap) rolls the drop back: the pool stays', async () => {
    const { levels } = mysticJackpot(platform.db);
    const playerId = newPlayer(platform.db);
    const { MAX_BALANCE_MINOR_UNITS, MAX_MOVEMENT_MINOR_UNITS } = await import('../../../config/limits');
    // Filled to the cap, one largest movement at a time.
    for (let filled = 0; filled < MAX_BALANCE_MINOR_UNITS; filled += MAX_MOVEMENT_MINOR_UNITS) credit(platform.db, playerId, 'EUR', MAX_MOVEMENT_MINOR_UNITS);
    const mini = levels()[0]!;
    const answer = await platform.app.inject({ method: 'POST', url: '/dev/jackpots/mystic-jackpot/drop', headers: headersOf(platform.db, playerId), payload: {} });
    expect(answer.statusCode).toBe(409);
    expect(levelById(levels(), mini.id)).toEqual(mini);
    expect(platform.db.prepare('SELECT COUNT(*) FROM jackpot_awards WHERE player_id = ?').pluck().get(playerId)).toBe(0);
  });
});

describe('the forced drop is a demo aid', () => {
  it('is not served in production mode', async () => {
    const temp = tempDataDir('croupier-jackpots-prod-');
    const { app, ctx } = await buildPlatformApp({ dataDir: temp.dir, mode: 'production', runScheduler: false });
    try {
      await app.ready();
      const playerId = newPlayer(ctx.db);
      const answer = await app.inject({ method: 'POST', url: '/dev/jackpots/mystic-jackpot/drop', headers: headersOf(ctx.db, playerId), payload: {} });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
      temp.cleanup();
    }
  });
});
