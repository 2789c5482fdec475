import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spinResponseSchema } from '../../../schemas/wire/game-session';
import type { RoundSettled } from '../../domain-event-map';
import { credit, type SignedIn } from '../../../tests/platform/helpers';
import { bonusRow, expectBonusInvariant, grantBonus, grantPack, insertKindGames, makeBonusPlatform, newPlayer, packRow, playFreeRound, pocketsOf, type BonusPlatform } from './test-platform';

let platform: BonusPlatform;
let player: SignedIn;
let games: ReturnType<typeof insertKindGames>;
beforeEach(async () => {
  platform = await makeBonusPlatform();
  player = newPlayer(platform.db);
  games = insertKindGames(platform.db);
});
afterEach(() => platform.close());

const settled: RoundSettled[] = [];
const openSession = async (game: string) => {
  const [provider, slug] = game.split('/');
  const response = await platform.app.inject({ method: 'POST', url: `/api/games/${provider}/${slug}/session`, headers: player.headers, payload: JSON.stringify({ mode: 'real' }) });
  return response.json() as { url: string; session_id: string };
};
const spin = (url: string, bet: number) => platform.app.inject({ method: 'POST', url: `${url}/spin`, headers: player.headers, payload: JSON.stringify({ bet_cents: bet }) });

describe('free spins on the game studio\'s slots', () => {
  beforeEach(() => {
    settled.length = 0;
    platform.ctx.domain.subscriptionsFor('probe').inTransaction('round.settled', (round) => void settled.push({ ...round }));
  });

  it('an activated pack makes real rounds of its game free at its stake; played out, its winnings become a bonus', async () => {
    const pack = grantPack(platform, player.playerId, { games: [games.slot], count: 3, betCents: 20, wager: 10, activate: true });
    const session = await openSession(games.slot);
    const page = await platform.app.inject({ method: 'GET', url: session.url });
    expect(page.body).toContain('"free_spins":{"left":3,"bet_cents":20}');
    let won = 0;
    for (const left of [2, 1, 0]) {
      // The request's bet is ignored: the pack's stake is played.
      const round = spinResponseSchema.parse((await spin(session.url, 5_000)).json());
      expect(round).toMatchObject({ bet_cents: 20, free_round: true, freespins_left: left });
      won += round.win_cents;
    }
    expect(settled.map((r) => [r.freeRound, r.betCents, r.realBetCents, r.bonusBetCents, r.realWinCents, r.bonusWinCents])).toEqual([
      [true, 20, 0, 0, 0, 0],
      [true, 20, 0, 0, 0, 0],
      [true, 20, 0, 0, 0, 0],
    ]);
    // No money moved for the free rounds.
    expect(platform.db.prepare("SELECT COUNT(*) FROM ledger WHERE player_id = ? AND kind IN ('bet', 'win')").pluck().get(player.playerId)).toBe(0);
    const played = packRow(platform.db, pack.id);
    expect(played).toMatchObject({ stage: 'finished', freespins_performed: 3, win_cents: won, ended_by: 'played_out' });
    if (won > 0) {
      expect(bonusRow(platform.db, played.result_bonus_id as number)).toMatchObject({ type: 'freespins_win', stage: 'activated', amount_cents: won, wager_requirement_cents: won * 10 });
      expect(pocketsOf(platform.db, player.playerId)).toEqual({ real: 0, bonus: won });
    } else {
      expect(played.result_bonus_id).toBeNull();
    }
    // The pack is played out: the next round is paid (with nothing to pay it, refused unless the winnings cover it).
    const next = await spin(session.url, 20);
    if (won >= 20) expect(spinResponseSchema.parse(next.json()).free_round).toBeUndefined();
    else expect(next.statusCode).toBe(422);
    expectBonusInvariant(platform.db);
  });

  it('only for its games, in its currency, on slots only; an issued pack waits for activation', async () => {
    credit(platform.db, player.playerId, 'EUR', 1_000);
    grantPack(platform, player.playerId, { games: [games.slot], activate: false });
    grantPack(platform, player.playerId, { games: [games.slot], activate: true, currency: 'USD' });
    const round = spinResponseSchema.parse((await spin((await openSession(games.slot)).url, 100)).json());
    expect(round).toMatchObject({ bet_cents: 100 });
    expect(round.free_round).toBeUndefined();
    // A pack listing a table game (blackjack here) is never played there: the hand is paid.
    const table = grantPack(platform, player.playerId, { games: [games.table], activate: true });
    const session = await openSession(games.table);
    const dealt = await platform.app.inject({ method: 'POST', url: `${session.url}/deal`, headers: player.headers, payload: JSON.stringify({ bet_cents: 100 }) });
    expect(dealt.statusCode).toBe(200);
    expect(platform.db.prepare("SELECT COUNT(*) FROM ledger WHERE player_id = ? AND kind = 'bet' AND ref = ?").pluck().get(player.playerId, `round:${(dealt.json() as { round_id: number }).round_id}`)).toBe(1);
    expect(packRow(platform.db, table.id)).toMatchObject({ freespins_performed: 0 });
  });
});

describe('free rounds on the pack (settled as the slot settles them)', () => {
  it('winnings become a bonus with the pack’s wagering, waiting behind an active bonus; free rounds do not wager', () => {
    const active = grantBonus(platform, player.playerId, { amount: 1_000, wager: 10_000 });
    const pack = grantPack(platform, player.playerId, { games: [games.slot], count: 2, betCents: 50, wager: 20, maxWin: 100, activate: true });
    platform.pushes.length = 0;
    playFreeRound(platform.ctx, { playerId: player.playerId, game: games.slot, betCents: 50, winCents: 120 });
    expect(packRow(platform.db, pack.id)).toMatchObject({ stage: 'activated', freespins_performed: 1, win_cents: 120 });
    expect(platform.pushes.filter((p) => p.channel === 'freespins_changes')).toHaveLength(1);
    playFreeRound(platform.ctx, { playerId: player.playerId, game: games.slot, betCents: 50, winCents: 30 });
    const played = packRow(platform.db, pack.id);
    expect(played).toMatchObject({ stage: 'finished', freespins_performed: 2, win_cents: 150 });
    expect(bonusRow(platform.db, played.result_bonus_id as number)).toMatchObject({
      type: 'freespins_win',
      stage: 'wait',
      amount_cents: 150,
      wager_requirement_cents: 3_000,
      max_win_cents: 100,
      freespins_id: pack.id,
    });
    expect(bonusRow(platform.db, active.id)).toMatchObject({ stage: 'activated', wagered_cents: 0, amount_cents: 1_000 });
    expectBonusInvariant(platform.db);
  });

  it('a pack played out without winnings just finishes', () => {
    const pack = grantPack(platform, player.playerId, { games: [games.slot], count: 1, activate: true });
    playFreeRound(platform.ctx, { playerId: player.playerId, game: games.slot, betCents: 20, winCents: 0 });
    expect(packRow(platform.db, pack.id)).toMatchObject({ stage: 'finished', result_bonus_id: null });
    expect(platform.db.prepare('SELECT COUNT(*) FROM bonuses WHERE player_id = ?').pluck().get(player.playerId)).toBe(0);
  });
});
