import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { credit } from '../../../tests/platform/helpers';
import { bonusShareOfWin } from '../wallet/public';
import { conversionOf, contributionPercent, DEFAULT_CONTRIBUTIONS, wagerOf, wagerPercent } from './wagering-rules';
import { bonusRow, expectBonusInvariant, grantBonus, insertKindGames, makeBonusPlatform, newPlayer, playPaidRound, pocketsOf, type BonusPlatform } from './test-platform';

describe('wagering arithmetic (pure, minor units)', () => {
  it('a bet counts floor(bet × contribution / 100) by game kind; an unknown kind counts fully', () => {
    expect(contributionPercent(DEFAULT_CONTRIBUTIONS, 'slots')).toBe(100);
    expect(contributionPercent(DEFAULT_CONTRIBUTIONS, 'table')).toBe(10);
    expect(contributionPercent(DEFAULT_CONTRIBUTIONS, 'live')).toBe(0);
    expect(contributionPercent(DEFAULT_CONTRIBUTIONS, 'crash')).toBe(50);
    expect(contributionPercent(DEFAULT_CONTRIBUTIONS, null)).toBe(100);
    expect(contributionPercent([], 'table')).toBe(100);
    expect(wagerOf(15, 10)).toBe(1);
    expect(wagerOf(19, 10)).toBe(1);
    expect(wagerOf(20, 10)).toBe(2);
    expect(wagerOf(333, 50)).toBe(166);
    expect(wagerOf(1000, 0)).toBe(0);
  });

  it('the win is shared like the stake, the bonus share rounded down', () => {
    expect(bonusShareOfWin(400, 800, 300)).toBe(150);
    expect(bonusShareOfWin(333, 1000, 700)).toBe(233);
    expect(bonusShareOfWin(999, 1000, 0)).toBe(0);
    expect(bonusShareOfWin(999, 1000, 1000)).toBe(999);
    expect(bonusShareOfWin(0, 0, 0)).toBe(0);
  });

  it('conversion is capped by the max win; the percent shown is the floor', () => {
    expect(conversionOf(5000, 1500)).toEqual({ convertedCents: 1500, forfeitedCents: 3500 });
    expect(conversionOf(1200, 1500)).toEqual({ convertedCents: 1200, forfeitedCents: 0 });
    expect(conversionOf(1200, null)).toEqual({ convertedCents: 1200, forfeitedCents: 0 });
    expect(wagerPercent(1999, 2000)).toBe(99);
    expect(wagerPercent(2000, 2000)).toBe(100);
    expect(wagerPercent(1, 300)).toBe(0);
    expect(wagerPercent(0, 0)).toBe(100);
  });
});

describe('wagering on settled rounds', () => {
  let platform: BonusPlatform;
  let games: ReturnType<typeof insertKindGames>;
  beforeEach(async () => {
    platform = await makeBonusPlatform();
    games = insertKindGames(platform.db);
  });
  afterEach(() => platform.close());

  it('counts each bet by its game kind; bonus money moves with the pocket; the first bet means handle_bets', () => {
    const { playerId } = newPlayer(platform.db);
    const bonus = grantBonus(platform, playerId, { amount: 10_000, wager: 100_000 });
    expect(bonus).toMatchObject({ stage: 'activated', amount_cents: 10_000 });
    expect(pocketsOf(platform.db, playerId)).toEqual({ real: 0, bonus: 10_000 });
    for (const game of [games.slot, games.table, games.live, games.unknown]) playPaidRound(platform.ctx, { playerId, game, betCents: 100 });
    playPaidRound(platform.ctx, { playerId, game: games.table, betCents: 15 });
    // 100 + 10 + 0 + 100 + floor(1.5)
    expect(bonusRow(platform.db, bonus.id)).toMatchObject({ stage: 'handle_bets', wagered_cents: 211, amount_cents: 10_000 - 415 });
    expect(pocketsOf(platform.db, playerId)).toEqual({ real: 0, bonus: 10_000 - 415 });
    expectBonusInvariant(platform.db);
  });

  it('real money first: the stake takes real money, then bonus; the win is split like the stake', () => {
    const { playerId } = newPlayer(platform.db);
    credit(platform.db, playerId, 'EUR', 500);
    const bonus = grantBonus(platform, playerId, { amount: 10_000, wager: 100_000 });
    const round = playPaidRound(platform.ctx, { playerId, game: games.slot, betCents: 800, winCents: 400 });
    expect(round).toMatchObject({ realBetCents: 500, bonusBetCents: 300, realWinCents: 250, bonusWinCents: 150 });
    expect(pocketsOf(platform.db, playerId)).toEqual({ real: 250, bonus: 10_000 - 300 + 150 });
    expect(bonusRow(platform.db, bonus.id)).toMatchObject({ amount_cents: 9_850, wagered_cents: 800 });
    // Only real money: the bonus keeps its money and still counts the bet.
    credit(platform.db, playerId, 'EUR', 10_000);
    playPaidRound(platform.ctx, { playerId, game: games.slot, betCents: 1_000, winCents: 333 });
    expect(bonusRow(platform.db, bonus.id)).toMatchObject({ amount_cents: 9_850, wagered_cents: 1_800 });
    expectBonusInvariant(platform.db);
  });

  it('wagering done converts to real money up to the max win and forfeits the rest; the next waiting bonus moves up', () => {
    const { playerId } = newPlayer(platform.db);
    const capped = grantBonus(platform, playerId, { amount: 1_000, wager: 2_000, maxWin: 1_500 });
    const waiting = grantBonus(platform, playerId, { amount: 700, wager: 7_000 });
    expect(waiting.stage).toBe('wait');
    expect(pocketsOf(platform.db, playerId)).toEqual({ real: 0, bonus: 1_000 });
    // A big win on bonus money: 1,000 − 1,000 + 5,000.
    playPaidRound(platform.ctx, { playerId, game: games.slot, betCents: 1_000, winCents: 5_000 });
    expect(bonusRow(platform.db, capped.id)).toMatchObject({ stage: 'handle_bets', amount_cents: 5_000, wagered_cents: 1_000 });
    playPaidRound(platform.ctx, { playerId, game: games.slot, betCents: 1_000 });
    // 2,000 wagered: 4,000 left, 1,500 becomes real, 2,500 forfeited.
    expect(bonusRow(platform.db, capped.id)).toMatchObject({ stage: 'wager_done', amount_cents: 0, converted_cents: 1_500, wagered_cents: 2_000, ended_by: 'wagering' });
    expect(bonusRow(platform.db, waiting.id)).toMatchObject({ stage: 'activated', amount_cents: 700 });
    expect(pocketsOf(platform.db, playerId)).toEqual({ real: 1_500, bonus: 700 });
    const moves = platform.db
      .prepare("SELECT pocket, kind, delta_cents FROM ledger WHERE player_id = ? AND kind LIKE 'bonus_%' ORDER BY id")
      .all(playerId);
    expect(moves).toEqual([
      { pocket: 'bonus', kind: 'bonus_activation', delta_cents: 1_000 },
      { pocket: 'bonus', kind: 'bonus_conversion', delta_cents: -1_500 },
      { pocket: 'real', kind: 'bonus_conversion', delta_cents: 1_500 },
      { pocket: 'bonus', kind: 'bonus_forfeit', delta_cents: -2_500 },
      { pocket: 'bonus', kind: 'bonus_activation', delta_cents: 700 },
    ]);
    expectBonusInvariant(platform.db);
  });

  it('bonus money gone before the wagering is done: lost', () => {
    const { playerId } = newPlayer(platform.db);
    const bonus = grantBonus(platform, playerId, { amount: 100, wager: 10_000 });
    playPaidRound(platform.ctx, { playerId, game: games.slot, betCents: 100 });
    expect(bonusRow(platform.db, bonus.id)).toMatchObject({ stage: 'lost', amount_cents: 0, ended_by: 'lost' });
    expect(pocketsOf(platform.db, playerId)).toEqual({ real: 0, bonus: 0 });
    expectBonusInvariant(platform.db);
  });

  it('a bet on a live table moves bonus money but counts nothing', () => {
    const { playerId } = newPlayer(platform.db);
    const bonus = grantBonus(platform, playerId, { amount: 1_000, wager: 10_000 });
    playPaidRound(platform.ctx, { playerId, game: games.live, betCents: 500, winCents: 200 });
    expect(bonusRow(platform.db, bonus.id)).toMatchObject({ stage: 'handle_bets', amount_cents: 700, wagered_cents: 0 });
    expectBonusInvariant(platform.db);
  });

  it('pushes the whole bonus after the round commits', () => {
    const { playerId } = newPlayer(platform.db);
    const bonus = grantBonus(platform, playerId, { amount: 1_000, wager: 10_000 });
    platform.pushes.length = 0;
    playPaidRound(platform.ctx, { playerId, game: games.slot, betCents: 300 });
    const pushed = platform.pushes.filter((p) => p.channel === 'bonuses_changes');
    expect(pushed).toEqual([
      {
        scope: 'private',
        playerId,
        channel: 'bonuses_changes',
        event: 'bonuses_changes',
        payload: expect.objectContaining({ id: bonus.id, stage: 'handle_bets', amount_cents: 700, amount_wager_cents: 300, amount_wager_requirement_cents: 10_000 }),
      },
    ]);
    expect(platform.pushes.some((p) => p.channel === 'balance')).toBe(true);
  });
});
