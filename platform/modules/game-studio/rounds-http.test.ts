import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { betDetailSchema, betHistoryEntrySchema } from '../../../schemas/wire/game-history';
import { spinResponseSchema } from '../../../schemas/wire/game-session';
import { startBlackjack, type BlackjackState } from './engines/blackjack';
import { randomStream } from './engines/random-stream';
import { settleRoulette } from './engines/roulette';
import { expectMoneyAccountedFor, GAMES, makeStudioPlatform, type StudioPlatform } from './test-platform';
import * as z from 'zod/mini';

/** One real-money round of each single-player engine end to end over HTTP: the money, the row, the event, the history. */
let platform: StudioPlatform;
beforeEach(async () => {
  platform = await makeStudioPlatform();
});
afterEach(() => platform.close());

const detail = async (player: Parameters<StudioPlatform['get']>[0], id: number) => {
  const answer = await platform.get(player, `/api/player/games_history/${id}`);
  expect(answer.status).toBe(200);
  return z.parse(betDetailSchema, answer.body);
};

describe('slot round', () => {
  it('debits, draws the family of the game, credits, records and publishes; the history shows it', async () => {
    const player = platform.player(10_000);
    const session = await platform.open(player, GAMES.slot);
    const answer = await platform.post(player, `${session.url}/spin`, { bet_cents: 200 });
    expect(answer.status).toBe(200);
    const spin = spinResponseSchema.parse(answer.body);
    expect(spin.family).toBe('crystal-sevens');
    expect(spin.balance_cents).toBe(10_000 - 200 + spin.win_cents);
    expect(platform.ledgerOf(spin.round_id)).toEqual([{ kind: 'bet', delta_cents: -200 }, ...(spin.win_cents > 0 ? [{ kind: 'win', delta_cents: spin.win_cents }] : [])]);
    expect(platform.roundRow(spin.round_id)).toMatchObject({ kind: 'slot', status: 'finished', bet_cents: 200, win_cents: spin.win_cents, real_bet_cents: 200, balance_after_cents: spin.balance_cents });
    expect(platform.settled).toEqual([
      expect.objectContaining({ roundId: spin.round_id, kind: 'slot', gameIdentifier: GAMES.slot, betCents: 200, winCents: spin.win_cents, multiplier: Math.round((spin.win_cents * 100) / 200) / 100 }),
    ]);
    // A bet that is not whole line bets of the family (20 lines) is refused before anything is drawn.
    expect((await platform.post(player, `${session.url}/spin`, { bet_cents: 210 })).body).toEqual({ errors: { bet_cents: ['must be a multiple of 20'] } });
    const { entry, outcome } = await detail(player, spin.round_id);
    expect(entry).toMatchObject({ bet_id: String(spin.round_id), bet_status: 'finished', kind: 'slot', total_bets: 200, total_wins: spin.win_cents, title: 'Crystal Reels', game: GAMES.slot, provider: 'croupier-test', mode: 'real', currency: 'EUR', balance_after_cents: spin.balance_cents });
    expect(outcome).toMatchObject({ family: 'crystal-sevens', reels: spin.reels, wins: spin.wins });
    expectMoneyAccountedFor(platform);
  });
});

describe('roulette round', () => {
  it('takes a bet list, spins once, pays every bet by the table and shows the number in the history', async () => {
    const player = platform.player(10_000);
    const session = await platform.open(player, GAMES.roulette);
    const bets = [
      { kind: 'red', amount_cents: 100 },
      { kind: 'straight', numbers: [17], amount_cents: 50 },
      { kind: 'dozen', index: 2, amount_cents: 30 },
    ];
    const answer = await platform.post(player, `${session.url}/roulette`, { bets });
    expect(answer.status).toBe(200);
    const round = answer.body as { round_id: number; number: number; color: string; win_cents: number; bet_cents: number; balance_cents: number; bets: unknown[] };
    const row = platform.roundRow(round.round_id);
    // The recorded seed and nonce replay the number; the table pays exactly what the engine says.
    const replayed = randomStream(row.seed, row.nonce).int(37);
    expect(replayed).toBe(round.number);
    const expected = settleRoulette(bets as never, round.number);
    expect(round).toMatchObject({ bet_cents: 180, win_cents: expected.win_cents, balance_cents: 10_000 - 180 + expected.win_cents, color: expected.color });
    expect(platform.ledgerOf(round.round_id).reduce((sum, r) => sum + r.delta_cents, 0)).toBe(expected.win_cents - 180);
    expect(platform.settled).toEqual([expect.objectContaining({ kind: 'roulette', betCents: 180, winCents: expected.win_cents })]);
    const { entry, outcome } = await detail(player, round.round_id);
    expect(entry).toMatchObject({ kind: 'roulette', total_bets: 180, total_wins: expected.win_cents, total_losses: Math.max(0, 180 - expected.win_cents) });
    expect(outcome).toMatchObject({ number: round.number, color: expected.color, bets: round.bets });
    expectMoneyAccountedFor(platform);
  });

  it('refuses a bad bet list with a code per bet and field, and writes nothing', async () => {
    const player = platform.player(1_000);
    const session = await platform.open(player, GAMES.roulette);
    const bad = await platform.post(player, `${session.url}/roulette`, {
      bets: [{ kind: 'split', numbers: [1, 5], amount_cents: 100 }, { kind: 'red', amount_cents: 5 }, { kind: 'purple', amount_cents: 100 }],
    });
    expect(bad).toEqual({ status: 422, body: { errors: { 'bets.0.numbers': ['not_a_split'], 'bets.1.amount_cents': ['below_table_minimum'], 'bets.2.kind': ['invalid'] } } });
    expect((await platform.post(player, `${session.url}/roulette`, { bets: [{ kind: 'red', amount_cents: 2_000 }] })).body).toEqual({ errors: { bet_cents: ['exceeds the balance'] } });
    expect(platform.db.prepare('SELECT COUNT(*) FROM game_rounds').pluck().get()).toBe(0);
    // Another kind's call on this session is not found.
    expect((await platform.post(player, `${session.url}/spin`, { bet_cents: 100 })).status).toBe(404);
  });
});

describe('blackjack over several requests', () => {
  /** Gives a session a seed whose first hand fits `wanted` (the test chooses the deal, the engine deals it). */
  const chooseDeal = (sessionId: string, wanted: (state: BlackjackState) => boolean) => {
    for (let i = 0; ; i++) {
      const seed = `bj-${i}`;
      if (wanted(startBlackjack({ seed, nonce: `${sessionId}:1`, betCents: 100 }))) {
        platform.db.prepare('UPDATE game_sessions SET rng_seed = ? WHERE id = ?').run(seed, sessionId);
        return;
      }
    }
  };

  it('debits the opening stake at the deal, each double and split stake when taken, and settles when the hand ends', async () => {
    const player = platform.player(10_000);
    const session = await platform.open(player, GAMES.blackjack);
    // A pair (not aces) the player may split; its first hand may then be doubled.
    chooseDeal(session.session_id, (s) => s.phase === 'player' && s.allowed.includes('split') && s.hands[0]!.cards[0]![0] !== 'A');
    const dealt = await platform.post(player, `${session.url}/deal`, { bet_cents: 100 });
    expect(dealt.status).toBe(200);
    const roundId = dealt.body.round_id as number;
    expect(dealt.body).toMatchObject({ status: 'pending', bet_cents: 100, balance_cents: 9_900 });
    expect(dealt.body.hand.dealer).toEqual([expect.any(String), '??']);
    // The state with its seed never leaves the platform.
    expect(JSON.stringify(dealt.body)).not.toContain('bj-');
    expect(JSON.stringify((await platform.get(player, `${session.url}/state`)).body)).not.toContain('bj-');
    expect(platform.ledgerOf(roundId)).toEqual([{ kind: 'bet', delta_cents: -100 }]);
    expect((await platform.post(player, `${session.url}/deal`, { bet_cents: 100 })).body).toEqual({ errors: { round: ['in_play'] } });

    const split = await platform.post(player, `${session.url}/action`, { action: 'split' });
    expect(split.body).toMatchObject({ status: 'pending', bet_cents: 200, balance_cents: 9_800 });
    expect(platform.ledgerOf(roundId)).toEqual([{ kind: 'bet', delta_cents: -100 }, { kind: 'bet', delta_cents: -100 }]);
    expect(platform.settled).toEqual([]);

    let last = split.body;
    let doubled = false;
    while (last.status === 'pending') {
      const allowed = last.hand.allowed as string[];
      const action: string = !doubled && allowed.includes('double') ? 'double' : 'stand';
      doubled ||= action === 'double';
      const answer = await platform.post(player, `${session.url}/action`, { action });
      expect(answer.status).toBe(200);
      last = answer.body;
    }
    expect(doubled).toBe(true);
    const staked = 300;
    expect(last).toMatchObject({ status: 'finished', bet_cents: staked, balance_cents: 10_000 - staked + last.win_cents });
    expect(last.hand.dealer).not.toContain('??');
    const rows = platform.ledgerOf(roundId);
    expect(rows.filter((r) => r.kind === 'bet').map((r) => r.delta_cents)).toEqual([-100, -100, -100]);
    expect(rows.filter((r) => r.kind === 'win').reduce((sum, r) => sum + r.delta_cents, 0)).toBe(last.win_cents);
    expect(platform.settled).toEqual([expect.objectContaining({ roundId, kind: 'blackjack', betCents: staked, winCents: last.win_cents })]);
    expect((await platform.post(player, `${session.url}/action`, { action: 'hit' })).body).toEqual({ errors: { round: ['none_in_play'] } });
    const { entry, outcome } = await detail(player, roundId);
    expect(entry).toMatchObject({ kind: 'blackjack', bet_status: 'finished', total_bets: staked, total_wins: last.win_cents });
    expect((outcome.hands as unknown[]).length).toBe(2);
    expectMoneyAccountedFor(platform);
  });

  it('refuses what the hand does not allow, and a double the balance cannot cover, before drawing', async () => {
    const player = platform.player(150);
    const session = await platform.open(player, GAMES.blackjack);
    chooseDeal(session.session_id, (s) => s.phase === 'player' && s.allowed.includes('double') && !s.allowed.includes('split'));
    const dealt = await platform.post(player, `${session.url}/deal`, { bet_cents: 100 });
    expect((await platform.post(player, `${session.url}/action`, { action: 'split' })).body).toEqual({ errors: { action: ['not_allowed'] } });
    expect((await platform.post(player, `${session.url}/action`, { action: 'double' })).body).toEqual({ errors: { bet_cents: ['exceeds the balance'] } });
    expect((await platform.post(player, `${session.url}/action`, { action: 'fold' })).status).toBe(422);
    expect(platform.roundRow(dealt.body.round_id as number)).toMatchObject({ status: 'pending', bet_cents: 100 });
    expect((await platform.post(player, `${session.url}/deal`, { bet_cents: 5 })).body).toEqual({ errors: { round: ['in_play'] } });
  });

  it('a hand left in play stays pending, then the scheduler stands on it after ten idle minutes and settles it', async () => {
    const player = platform.player(1_000);
    const session = await platform.open(player, GAMES.blackjack);
    chooseDeal(session.session_id, (s) => s.phase === 'player');
    const dealt = await platform.post(player, `${session.url}/deal`, { bet_cents: 100 });
    const roundId = dealt.body.round_id as number;
    platform.clock.advance(9 * 60_000);
    platform.ctx.scheduler.runDue();
    expect(platform.roundRow(roundId).status).toBe('pending');
    const history = await platform.get(player, '/api/player/games_history');
    expect(z.parse(betHistoryEntrySchema, history.body.data[0])).toMatchObject({ bet_status: 'pending', finished_at: null, total_bets: 100, total_wins: 0 });
    platform.clock.advance(2 * 60_000);
    platform.ctx.scheduler.runDue();
    const row = platform.roundRow(roundId);
    expect(row.status).toBe('finished');
    expect(platform.settled).toEqual([expect.objectContaining({ roundId, kind: 'blackjack', betCents: 100, winCents: row.win_cents })]);
    // Standing costs nothing more: one stake, and the win if any.
    expect(platform.ledgerOf(roundId).filter((r) => r.kind === 'bet')).toHaveLength(1);
    platform.ctx.scheduler.runDue();
    expect(platform.settled).toHaveLength(1);
    expectMoneyAccountedFor(platform);
  });
});
