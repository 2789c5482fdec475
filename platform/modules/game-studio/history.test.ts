import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { betHistoryEntrySchema, betHistoryPageSchema } from '../../../schemas/wire/game-history';
import { credit, type SignedIn } from '../../../tests/platform/helpers';
import { GAMES, makeStudioPlatform, type StudioPlatform } from './test-platform';

/** GET /api/player/games_history: the player's own rounds, newest first, filtered, paged, with the period's totals per currency. */
let platform: StudioPlatform;
let ann: SignedIn;
const START = new Date('2031-03-01T10:00:00.000Z');
beforeEach(async () => {
  platform = await makeStudioPlatform();
  platform.clock.set(START);
  ann = platform.player(100_000);
});
afterEach(() => platform.close());

const page = async (query = '', player: SignedIn | null = ann) => platform.get(player, `/api/player/games_history${query}`);
const entries = (body: Record<string, unknown>) => z.parse(betHistoryPageSchema, body).data.map((item) => z.parse(betHistoryEntrySchema, item));

/** Ann plays 5 slot rounds in EUR (one a minute), 2 roulette rounds in USD, then Bob (whose rounds Ann never sees) one slot round. */
async function play() {
  const slot = await platform.open(ann, GAMES.slot, 'real', 'EUR');
  for (let i = 0; i < 5; i++) {
    expect((await platform.post(ann, `${slot.url}/spin`, { bet_cents: 100 })).status).toBe(200);
    platform.clock.advance(60_000);
  }
  credit(platform.db, ann.playerId, 'USD', 10_000);
  const roulette = await platform.open(ann, GAMES.roulette, 'real', 'USD');
  for (let i = 0; i < 2; i++) {
    expect((await platform.post(ann, `${roulette.url}/roulette`, { bets: [{ kind: 'odd', amount_cents: 300 }] })).status).toBe(200);
    platform.clock.advance(60_000);
  }
  const bob = platform.player(1_000);
  const bobSlot = await platform.open(bob, GAMES.slot);
  await platform.post(bob, `${bobSlot.url}/spin`, { bet_cents: 100 });
  return bob;
}

describe('bet history', () => {
  it('lists the player’s rounds newest first with the family’s fields and the extensions, totals per currency', async () => {
    await play();
    const answer = await page();
    expect(answer.status).toBe(200);
    const list = entries(answer.body);
    expect(answer.body).toMatchObject({ page: 1, per_page: 20, total_count: 7 });
    expect(list.map((e) => [e.kind, e.currency])).toEqual([
      ['roulette', 'USD'],
      ['roulette', 'USD'],
      ['slot', 'EUR'],
      ['slot', 'EUR'],
      ['slot', 'EUR'],
      ['slot', 'EUR'],
      ['slot', 'EUR'],
    ]);
    const rows = platform.db.prepare('SELECT * FROM game_rounds WHERE player_id = ? ORDER BY id DESC').all(ann.playerId) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(list[0]).toEqual({
      bet_id: String(rows[0]!.id),
      bet_status: 'finished',
      created_at: rows[0]!.created_at,
      finished_at: rows[0]!.finished_at,
      currency: 'USD',
      provider: 'croupier-test',
      game: GAMES.roulette,
      title: 'Euro Roulette',
      total_bets: 300,
      total_wins: rows[0]!.win_cents,
      total_losses: Math.max(0, 300 - rows[0]!.win_cents),
      provider_title: 'croupier-test',
      mode: 'real',
      kind: 'roulette',
      balance_after_cents: rows[0]!.balance_after_cents,
      bonus_bets: 0,
      free_round: false,
    });
    const sum = (currency: string, field: 'bet_cents' | 'win_cents') => rows.filter((r) => r.currency === currency).reduce((s, r) => s + r[field], 0);
    expect(answer.body.totals).toEqual([
      { currency: 'EUR', rounds: 5, total_bets: 500, total_wins: sum('EUR', 'win_cents') },
      { currency: 'USD', rounds: 2, total_bets: 600, total_wins: sum('USD', 'win_cents') },
    ]);
  });

  it('pages, with totals over the whole filtered period; filters by game and by time (to exclusive)', async () => {
    await play();
    const second = await page('?page=2&per_page=3');
    expect(second.body).toMatchObject({ page: 2, per_page: 3, total_count: 7 });
    expect(entries(second.body).map((e) => e.kind)).toEqual(['slot', 'slot', 'slot']);
    expect(second.body.totals).toEqual((await page()).body.totals);
    expect(entries((await page('?page=3&per_page=3')).body)).toHaveLength(1);
    expect(entries((await page('?page=9&per_page=3')).body)).toEqual([]);

    const slots = await page(`?game=${encodeURIComponent(GAMES.slot)}`);
    expect(slots.body).toMatchObject({ total_count: 5, totals: [{ currency: 'EUR', rounds: 5, total_bets: 500 }] });

    // Rounds at 10:00 … 10:04 (slots) and 10:05, 10:06 (roulette): [10:01, 10:05) holds slots 2 to 5.
    const from = new Date(START.getTime() + 60_000).toISOString();
    const to = new Date(START.getTime() + 5 * 60_000).toISOString();
    const window = await page(`?from=${from}&to=${to}`);
    expect(window.body).toMatchObject({ total_count: 4, totals: [{ currency: 'EUR', rounds: 4, total_bets: 400 }] });
    // An offset is read as the instant it names.
    const shifted = await page(`?from=${encodeURIComponent('2031-03-01T12:01:00+02:00')}&to=${encodeURIComponent(to)}`);
    expect(shifted.body.total_count).toBe(4);
  });

  it('shows a round only to its player: 404 for another’s or an unknown one; 401 for guests', async () => {
    const bob = await play();
    const bobRound = platform.db.prepare('SELECT id FROM game_rounds WHERE player_id = ?').pluck().get(bob.playerId) as number;
    expect((await platform.get(ann, `/api/player/games_history/${bobRound}`)).status).toBe(404);
    expect((await platform.get(bob, `/api/player/games_history/${bobRound}`)).status).toBe(200);
    expect((await platform.get(ann, '/api/player/games_history/999999')).status).toBe(404);
    expect((await platform.get(ann, '/api/player/games_history/abc')).status).toBe(404);
    expect((await page('', null)).status).toBe(401);
    expect((await platform.get(null, `/api/player/games_history/${bobRound}`)).status).toBe(401);
    // Bob's list holds his round only.
    expect(entries((await page('', bob)).body)).toHaveLength(1);
  });

  it('answers 422 for bad query values', async () => {
    for (const query of ['?page=0', '?page=abc', '?per_page=101', '?per_page=0', '?from=yesterday', '?to=2031-13-01T00:00:00Z', '?game=']) {
      const answer = await page(query);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors as object).length, query).toBeGreaterThan(0);
    }
    expect((await page('?from=2031-03-02T00:00:00Z&to=2031-03-01T00:00:00Z')).body).toEqual({ errors: { to: ['must_be_after_from'] } });
  });
});
