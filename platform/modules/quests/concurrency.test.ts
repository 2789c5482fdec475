import { describe, expect, it } from 'vitest';
import { CONCURRENT_BETS_CHILD, startChild } from '../../../tests/platform/child-platform';
import { checkLedger, tempDataDir } from '../../../tests/platform/helpers';
import { makeQuestPlatform, newPlayer, rewardRows, runningQuest } from './test-platform';

/**
 * Reward once per level under concurrent bets: four platform processes on one database settle 25 rounds each for
 * one player at the same time. Every round counts once, and each level's reward is given exactly once, whichever
 * process's round reached it (the reward row's primary key, written in the round's IMMEDIATE transaction).
 */
describe('quest rewards under concurrent bets', () => {
  it('four processes, 100 rounds of €2 at once: €200 counted, levels 2–6 rewarded once each', { timeout: 120_000 }, async () => {
    const temp = tempDataDir('croupier-quests-race-');
    try {
      let platform = await makeQuestPlatform({ dataDir: temp.dir });
      // xs in EUR: €0, €10, €25, €50, €100, €200 (free spins, bonus, cash, free spins, bonus).
      const questId = runningQuest(platform, 'xs');
      const playerId = newPlayer(platform.db);
      await platform.close(true);

      const children = [0, 1, 2, 3].map((n) => startChild(CONCURRENT_BETS_CHILD, [temp.dir, playerId, 25, 200, 80_000_000 + n * 1_000, 'croupier-test/quest-race']));
      await Promise.all(children.map((c) => c.ready));
      for (const { child } of children) child.stdin.end('go\n');
      const results = await Promise.all(children.map((c) => c.exited));
      expect(results.map((r) => [r.code, r.out])).toEqual(Array.from({ length: 4 }, () => [0, 'ready\ndone\n']));

      platform = await makeQuestPlatform({ dataDir: temp.dir });
      try {
        const progress = platform.db.prepare('SELECT bets, bet_cents, level FROM quest_progress WHERE quest_id = ? AND player_id = ?').get(questId, playerId);
        expect(progress).toEqual({ bets: 100, bet_cents: 20_000, level: 6 });
        expect(rewardRows(platform.db, questId, playerId).map((r) => [r.level, r.reward_type, r.note])).toEqual([
          [2, 'freespins', null],
          [3, 'bonus', null],
          [4, 'money', null],
          [5, 'freespins', null],
          [6, 'bonus', null],
        ]);
        const like = `quest:${questId}:%`;
        expect(platform.db.prepare('SELECT COUNT(*) FROM bonus_freespins WHERE player_id = ? AND source_ref LIKE ?').pluck().get(playerId, like)).toBe(2);
        expect(platform.db.prepare('SELECT COUNT(*) FROM bonuses WHERE player_id = ? AND source_ref LIKE ?').pluck().get(playerId, like)).toBe(2);
        expect(platform.db.prepare("SELECT delta_cents FROM ledger WHERE player_id = ? AND kind = 'quest_reward' AND ref LIKE ?").pluck().all(playerId, like)).toEqual([100]);
        // Each reward row names what carried it, and those are the player's only gifts of this quest.
        const carriers = rewardRows(platform.db, questId, playerId).map((r) => r.bonus_id ?? r.freespins_id ?? r.ledger_id);
        expect(carriers.every((id) => typeof id === 'number')).toBe(true);
        expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
      } finally {
        await platform.close(true);
      }
    } finally {
      temp.cleanup();
    }
  });
});
