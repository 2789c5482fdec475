import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startChild } from '../../../tests/platform/child-platform';
import { checkLedger, createPlayer, tempDataDir } from '../../../tests/platform/helpers';
import { balanceOf, makePromoPlatform } from '../../../tests/platform/promotion-helpers';
import { creditPoints } from './store';

const CHILD = fileURLToPath(new URL('./concurrent-exchanges.child.ts', import.meta.url));

/**
 * Exchange atomicity across processes: four platform processes on one database make five €25 exchanges each for
 * one player at the same time (20 in parallel) while the points pay for only seven. Exactly seven go through; the
 * points never go below zero; every payment has its debit and every debit its payment.
 */
describe('comp point exchanges under concurrency', () => {
  it('20 exchanges in 4 processes: 7 paid, 13 refused, nothing negative, no reward without a debit', { timeout: 120_000 }, async () => {
    const temp = tempDataDir('croupier-comp-race-');
    try {
      let platform = await makePromoPlatform({ dataDir: temp.dir });
      const playerId = createPlayer(platform.db, { currency: 'EUR' });
      creditPoints(platform.db, playerId, 18_000, 'operator', 'test:race', new Date().toISOString());
      await platform.close(true);

      const children = [0, 1, 2, 3].map(() => startChild(CHILD, [temp.dir, playerId, 5]));
      await Promise.all(children.map((c) => c.ready));
      for (const { child } of children) child.stdin.end('go\n');
      const results = await Promise.all(children.map((c) => c.exited));
      expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
      const totals = results
        .map((r) => JSON.parse(r.out.split('\n')[1]!) as { ok: number; refused: number })
        .reduce((sum, r) => ({ ok: sum.ok + r.ok, refused: sum.refused + r.refused }), { ok: 0, refused: 0 });
      expect(totals).toEqual({ ok: 7, refused: 13 });

      platform = await makePromoPlatform({ dataDir: temp.dir });
      try {
        const { db } = platform;
        expect(db.prepare('SELECT chargeable, persistent FROM comp_point_accounts WHERE player_id = ?').get(playerId)).toEqual({ chargeable: 500, persistent: 18_000 });
        expect(db.prepare('SELECT MIN(chargeable_after) FROM comp_point_ledger WHERE player_id = ?').pluck().get(playerId)).toBe(500);
        expect(balanceOf(db, playerId, 'EUR')).toBe(7 * 2_500);
        const paid = db.prepare("SELECT ref FROM ledger WHERE player_id = ? AND kind = 'comp_points_exchange' ORDER BY ref").pluck().all(playerId);
        const debited = db.prepare("SELECT 'comp_points:' || ref FROM comp_point_ledger WHERE player_id = ? AND kind = 'exchange' ORDER BY 1").pluck().all(playerId);
        expect(paid).toHaveLength(7);
        expect(paid).toEqual(debited);
        expect(db.prepare('SELECT COUNT(*) FROM comp_point_exchanges WHERE player_id = ?').pluck().get(playerId)).toBe(7);
        expect(checkLedger(db).problems).toEqual([]);
      } finally {
        await platform.close();
      }
    } finally {
      temp.cleanup();
    }
  });
});
