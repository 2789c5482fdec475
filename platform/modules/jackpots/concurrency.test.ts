import { describe, expect, it } from 'vitest';
import { CONCURRENT_BETS_CHILD, startChild } from '../../../tests/platform/child-platform';
import { checkLedger, tempDataDir } from '../../../tests/platform/helpers';
import { makeJackpotPlatform, mysticJackpot, newPlayer, setChances } from './test-platform';

/**
 * Contribution and drop are atomic under parallel bets: four platform processes on one database settle 30 rounds
 * each on a jackpot game at the same time, with the Mini dropping on about a third of the bets. Every bet's share is
 * in the pool exactly once, every drop paid the pool of one generation exactly once (no generation twice, no gap),
 * and the money adds up: what the pool got = what it holds now + what it paid out − the restarts.
 */
describe('jackpot pools under concurrent bets', () => {
  it('four processes, 120 bets of €2 at once: shares counted once, each generation paid once', { timeout: 120_000 }, async () => {
    const temp = tempDataDir('croupier-jackpots-race-');
    try {
      let platform = await makeJackpotPlatform({ dataDir: temp.dir });
      const { pool, game, levels } = mysticJackpot(platform.db);
      // Every seeded jackpot runs on every jackpot game: only this one's Mini may drop.
      for (const id of platform.db.prepare('SELECT id FROM jackpot_pools').pluck().all() as number[]) setChances(platform.db, id, {});
      setChances(platform.db, pool.id, { mini: 330_000 });
      const mini = levels()[0]!;
      const playerId = newPlayer(platform.db);
      await platform.close(true);

      const children = [0, 1, 2, 3].map((n) => startChild(CONCURRENT_BETS_CHILD, [temp.dir, playerId, 30, 200, 90_000_000 + n * 1_000, game]));
      await Promise.all(children.map((c) => c.ready));
      for (const { child } of children) child.stdin.end('go\n');
      const results = await Promise.all(children.map((c) => c.exited));
      expect(results.map((r) => [r.code, r.out])).toEqual(Array.from({ length: 4 }, () => [0, 'ready\ndone\n']));

      platform = await makeJackpotPlatform({ dataDir: temp.dir });
      try {
        const after = mysticJackpot(platform.db).levels()[0]!;
        const awards = platform.db
          .prepare("SELECT generation, original_amount_cents, amount_cents, ledger_id FROM jackpot_awards WHERE level_id = ? AND origin = 'draw' ORDER BY generation")
          .all(mini.id) as { generation: number; original_amount_cents: number; amount_cents: number; ledger_id: number }[];
        // About a third of 120 bets drop (the rolls depend on the jackpot's random recorded seed and the round ids).
        expect(awards.length).toBeGreaterThan(10);
        expect(awards.map((a) => a.generation)).toEqual(Array.from({ length: awards.length }, (_, i) => mini.generation + i));
        expect(after.generation).toBe(mini.generation + awards.length);
        // €2 × 1 % = 2 cents per bet, 120 bets.
        const paidOut = awards.reduce((sum, a) => sum + a.original_amount_cents, 0);
        const fed = (after.amount_cents - mini.amount_cents) + paidOut - awards.length * mini.seed_cents;
        expect(fed * 10_000 + after.carry_units - mini.carry_units).toBe(120 * 2 * 10_000);
        const ledger = platform.db.prepare("SELECT SUM(delta_cents) FROM ledger WHERE player_id = ? AND kind = 'jackpot_win'").pluck().get(playerId);
        expect(ledger).toBe(awards.reduce((sum, a) => sum + a.amount_cents, 0));
        expect(new Set(awards.map((a) => a.ledger_id)).size).toBe(awards.length);
        expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
      } finally {
        await platform.close();
      }
    } finally {
      temp.cleanup();
    }
  });
});
