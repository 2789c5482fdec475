import { expect } from 'vitest';
import type { RoundSettled } from '../../domain-event-map';
import { checkLedger, createSignedInPlayer, credit, insertGame, type SignedIn } from '../../../tests/platform/helpers';
import { makePromoPlatform } from '../../../tests/platform/promotion-helpers';

/**
 * Test helpers of the game studio (exempt from the module-boundary check, like the other modules'
 * test-platform.ts): a platform on a manual clock with one game of each kind, players, play calls over HTTP,
 * the rounds published, and the money checks every test ends with.
 */
export type StudioPlatform = Awaited<ReturnType<typeof makeStudioPlatform>>;

export const GAMES = {
  slot: 'croupier-test/crystal-reels',
  roulette: 'croupier-test/euro-roulette',
  blackjack: 'croupier-test/classic-blackjack',
  crash: 'croupier-test/test-rocket',
  live: 'croupier-test/speed-roulette',
} as const;

export async function makeStudioPlatform() {
  const platform = await makePromoPlatform();
  const { db } = platform;
  insertGame(db, { provider: 'croupier-test', slug: 'crystal-reels', title: 'Crystal Reels', currencies: ['EUR', 'USD'], categories: ['slots'], volatility: 'medium' });
  insertGame(db, { provider: 'croupier-test', slug: 'euro-roulette', title: 'Euro Roulette', currencies: ['EUR', 'USD'], categories: ['table'] });
  insertGame(db, { provider: 'croupier-test', slug: 'classic-blackjack', title: 'Classic Blackjack', currencies: ['EUR', 'USD'], categories: ['table'] });
  insertGame(db, { provider: 'croupier-test', slug: 'test-rocket', title: 'Test Rocket', currencies: ['EUR', 'USD'], categories: ['crash'] });
  insertGame(db, { provider: 'croupier-test', slug: 'speed-roulette', title: 'Speed Roulette', currencies: ['EUR', 'USD'], categories: ['live', 'live-roulette'] });
  const settled: RoundSettled[] = [];
  platform.ctx.domain.subscriptionsFor('probe').inTransaction('round.settled', (round) => void settled.push({ ...round }));

  const inject = async (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await platform.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });
    return { status: response.statusCode, body: response.json() as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return {
    ...platform,
    settled,
    /** A signed-in player with `cents` of real money in `currency`. */
    player(cents = 100_000, currency = 'EUR'): SignedIn {
      const player = createSignedInPlayer(db, { currency });
      if (cents > 0) credit(db, player.playerId, currency, cents);
      return player;
    },
    async open(player: SignedIn, game: string, mode: 'real' | 'demo' = 'real', currency?: string): Promise<{ url: string; session_id: string }> {
      const answer = await inject('POST', `/api/games/${game}/session`, { mode, ...(currency ? { currency } : {}) }, player.headers);
      expect(answer.status).toBe(201);
      return answer.body as { url: string; session_id: string };
    },
    post: (player: SignedIn, url: string, body: unknown = {}) => inject('POST', url, body, player.headers),
    get: (player: SignedIn | null, url: string) => inject('GET', url, undefined, player ? player.headers : {}),
    /** Ledger rows of a round (kind bet/win), as signed amounts. */
    ledgerOf: (roundId: number) =>
      db.prepare("SELECT kind, delta_cents FROM ledger WHERE ref = ? AND kind IN ('bet', 'win') ORDER BY id").all(`round:${roundId}`) as { kind: string; delta_cents: number }[],
    roundRow: (id: number) => db.prepare('SELECT * FROM game_rounds WHERE id = ?').get(id) as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    balanceOf: (playerId: number, currency = 'EUR') =>
      db.prepare('SELECT amount_cents + bonus_amount_cents FROM wallet_accounts WHERE player_id = ? AND currency = ?').pluck().get(playerId, currency) as number,
  };
}

/** Every wallet equals its ledger, and the stakes and wins of the rounds are exactly the ledger's bet and win rows. */
export function expectMoneyAccountedFor(platform: StudioPlatform) {
  expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  const rounds = platform.db
    .prepare("SELECT COALESCE(SUM(real_bet_cents + bonus_bet_cents), 0) AS bets, COALESCE(SUM(real_win_cents + bonus_win_cents), 0) AS wins FROM game_rounds WHERE mode = 'real'")
    .get() as { bets: number; wins: number };
  const ledger = platform.db
    .prepare("SELECT COALESCE(-SUM(CASE WHEN kind = 'bet' THEN delta_cents END), 0) AS bets, COALESCE(SUM(CASE WHEN kind = 'win' THEN delta_cents END), 0) AS wins FROM ledger WHERE ref LIKE 'round:%'")
    .get() as { bets: number; wins: number };
  expect(ledger).toEqual(rounds);
  const paidRounds = platform.db.prepare("SELECT COALESCE(SUM(bet_cents), 0) FROM game_rounds WHERE mode = 'real' AND free_round = 0").pluck().get() as number;
  expect(rounds.bets).toBe(paidRounds);
}
