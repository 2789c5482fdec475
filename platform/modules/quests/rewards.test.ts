import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { questStatusSchema } from '../../../schemas/wire/quests';
import { checkLedger } from '../../../tests/platform/helpers';
import { transaction } from '../../db/transaction';
import { updateBonusSettings } from '../accounts/public';
import {
  addGroup,
  at,
  getJson,
  ledgerRows,
  makeQuestPlatform,
  minutes,
  newPlayer,
  rewardRows,
  runningQuest,
  settle,
  thresholds,
  type QuestPlatform,
} from './test-platform';

/**
 * Rewards (README.md "Rewards"): each level's reward once, when a round reaches it, by the bonuses engine (a bonus,
 * free spins) or the wallet (cash), in the round's transaction. The default xs ladder in EUR: €0, €10 (10 free
 * spins), €25 (€2 bonus, wager 10×), €50 (€1 cash), €100 (20 free spins), €200 (€10 bonus).
 */
describe('quest rewards', () => {
  let platform: QuestPlatform;
  beforeAll(async () => {
    platform = await makeQuestPlatform();
  });
  afterAll(() => platform.close());

  const giftsOf = (questId: number, playerId: number) => ({
    bonuses: platform.db.prepare("SELECT source_ref, type, amount_cents, wager_requirement_cents, stage, currency FROM bonuses WHERE player_id = ? AND source_ref LIKE ? ORDER BY id").all(playerId, `quest:${questId}:%`),
    packs: platform.db.prepare('SELECT source_ref, type, freespins_total, stage FROM bonus_freespins WHERE player_id = ? AND source_ref LIKE ? ORDER BY id').all(playerId, `quest:${questId}:%`),
    cash: ledgerRows(platform.db, 'quest_reward').filter((row) => row.player_id === playerId && row.ref.startsWith(`quest:${questId}:`)),
  });
  const status = async (questId: number, playerId: number) => z.parse(questStatusSchema, (await getJson(platform, `/api/quests/${questId}/status`, playerId)).body);

  it('gives free spins, a bonus and cash as their levels are reached, each once', async () => {
    const questId = runningQuest(platform, 'xs');
    const playerId = newPlayer(platform.db);
    settle(platform, { playerId, currency: 'EUR', betCents: 1_000 });
    expect(giftsOf(questId, playerId)).toEqual({ bonuses: [], packs: [{ source_ref: `quest:${questId}:level:2`, type: 'quest', freespins_total: 10, stage: 'issued' }], cash: [] });

    settle(platform, { playerId, currency: 'EUR', betCents: 1_500 });
    settle(platform, { playerId, currency: 'EUR', betCents: 100 });
    expect(giftsOf(questId, playerId).bonuses).toEqual([{ source_ref: `quest:${questId}:level:3`, type: 'quest', amount_cents: 200, wager_requirement_cents: 2_000, stage: 'issued', currency: 'EUR' }]);

    settle(platform, { playerId, currency: 'EUR', betCents: 2_400 });
    const after = giftsOf(questId, playerId);
    expect(after.cash).toEqual([{ player_id: playerId, currency: 'EUR', delta_cents: 100, ref: `quest:${questId}:level:4` }]);
    expect(after.packs).toHaveLength(1);
    expect(after.bonuses).toHaveLength(1);
    expect(rewardRows(platform.db, questId, playerId).map((r) => [r.level, r.reward_type, r.note])).toEqual([
      [2, 'freespins', null],
      [3, 'bonus', null],
      [4, 'money', null],
    ]);
    expect(await status(questId, playerId)).toMatchObject({ bets: 4, bet_cents: 5_000, level: 4, next_level: 5, rewarded_levels: [2, 3, 4] });
    expect(checkLedger(platform.db)).toEqual({ ok: true, problems: [] });
  });

  it('a round that passes several levels gives each of them once; more rounds at the top give nothing more', () => {
    const questId = runningQuest(platform, 'xs');
    const playerId = newPlayer(platform.db);
    settle(platform, { playerId, currency: 'EUR', betCents: 25_000 });
    settle(platform, { playerId, currency: 'EUR', betCents: 25_000 });
    expect(rewardRows(platform.db, questId, playerId).map((r) => r.level)).toEqual([2, 3, 4, 5, 6]);
    const gifts = giftsOf(questId, playerId);
    expect(gifts.packs.map((p) => (p as { freespins_total: number }).freespins_total)).toEqual([10, 20]);
    expect(gifts.bonuses.map((b) => (b as { amount_cents: number }).amount_cents)).toEqual([200, 1_000]);
    expect(gifts.cash.map((c) => c.delta_cents)).toEqual([100]);
  });

  it('another currency climbs its own ladder, but a level already rewarded gives nothing again', async () => {
    const questId = runningQuest(platform, 'xs');
    const playerId = newPlayer(platform.db);
    settle(platform, { playerId, currency: 'EUR', betCents: 2_500 });
    settle(platform, { playerId, currency: 'USD', betCents: 5_000 });
    expect(rewardRows(platform.db, questId, playerId).map((r) => [r.level, r.currency])).toEqual([
      [2, 'EUR'],
      [3, 'EUR'],
      [4, 'USD'],
    ]);
    expect(giftsOf(questId, playerId).cash).toEqual([{ player_id: playerId, currency: 'USD', delta_cents: 100, ref: `quest:${questId}:level:4` }]);
    const usd = z.parse(questStatusSchema, (await getJson(platform, `/api/quests/${questId}/status?currency=USD`, playerId)).body);
    expect(usd).toMatchObject({ currency: 'USD', bet_cents: 5_000, level: 4, rewarded_levels: [2, 3, 4] });
  });

  it('counts only paid real-money stakes in the quest’s window: not demo rounds, free rounds, the bonus share, nor rounds before or after it', () => {
    const questId = runningQuest(platform, 'xs');
    const later = runningQuest(platform, 'xs', { startAt: at(platform.clock, minutes(10)), endAt: at(platform.clock, minutes(70)) });
    const playerId = newPlayer(platform.db);
    settle(platform, { playerId, currency: 'FUN', mode: 'demo', betCents: 50_000 });
    settle(platform, { playerId, currency: 'EUR', betCents: 20, realBetCents: 0, freeRound: true });
    // A stake half bonus money: only the real half counts.
    settle(platform, { playerId, currency: 'EUR', betCents: 1_000, realBetCents: 400, bonusBetCents: 600 });
    const row = platform.db.prepare('SELECT bets, bet_cents, level FROM quest_progress WHERE quest_id = ? AND player_id = ?').get(questId, playerId);
    expect(row).toEqual({ bets: 1, bet_cents: 400, level: 1 });
    expect(platform.db.prepare('SELECT COUNT(*) FROM quest_progress WHERE quest_id = ?').pluck().get(later)).toBe(0);
    expect(rewardRows(platform.db, questId, playerId)).toEqual([]);
  });

  it('a quest for groups counts only for players in one of them', () => {
    const questId = runningQuest(platform, 'xs', { groupIds: [21] });
    const outsider = newPlayer(platform.db);
    const tester = newPlayer(platform.db);
    addGroup(platform.db, tester, 21);
    settle(platform, { playerId: outsider, currency: 'EUR', betCents: 1_000 });
    settle(platform, { playerId: tester, currency: 'EUR', betCents: 1_000 });
    expect(platform.db.prepare('SELECT player_id FROM quest_progress WHERE quest_id = ?').pluck().all(questId)).toEqual([tester]);
    expect(rewardRows(platform.db, questId, tester).map((r) => r.level)).toEqual([2]);
  });

  it('with bonuses switched off the level is reached and nothing is given: no gift, and no cash instead', async () => {
    const questId = runningQuest(platform, 'xs');
    const playerId = newPlayer(platform.db);
    updateBonusSettings(platform.db, playerId, { canIssue: false });
    settle(platform, { playerId, currency: 'EUR', betCents: 5_000 });
    expect(rewardRows(platform.db, questId, playerId).map((r) => [r.level, r.note])).toEqual([
      [2, 'bonuses_disabled'],
      [3, 'bonuses_disabled'],
      [4, null],
    ]);
    const gifts = giftsOf(questId, playerId);
    expect(gifts.bonuses).toEqual([]);
    expect(gifts.packs).toEqual([]);
    // The cash level is cash whatever the bonus settings.
    expect(gifts.cash.map((c) => c.delta_cents)).toEqual([100]);
    expect(await status(questId, playerId)).toMatchObject({ level: 4, rewarded_levels: [4] });
  });

  it('pushes the standing on quests_statuses after the commit, and nothing of a round rolled back', () => {
    const questId = runningQuest(platform, 'xs');
    const playerId = newPlayer(platform.db);
    const ours = () => platform.pushes.filter((p) => p.scope === 'private' && p.channel === 'quests_statuses' && p.playerId === playerId && (p.payload as { quest_id: number }).quest_id === questId);
    settle(platform, { playerId, currency: 'EUR', betCents: 1_000 });
    expect(ours().map((p) => [p.event, p.payload])).toEqual([
      ['quests_statuses', { quest_id: questId, currency: 'EUR', bets: 1, bet_cents: 1_000, level: 2, next_level: 3, next_level_bet_cents: thresholds(platform.db, questId, 'EUR')[2], rewarded_levels: [2] }],
    ]);
    expect(() =>
      transaction(platform.db, () => {
        platform.ctx.domain.publish('round.settled', {
          roundId: 99_000_001, sessionId: 's', playerId, gameIdentifier: 'croupier-test/x', kind: 'slot', mode: 'real', currency: 'EUR', betCents: 20_000, winCents: 0,
          multiplier: 0, realBetCents: 20_000, bonusBetCents: 0, realWinCents: 0, bonusWinCents: 0, settledAt: platform.clock.now().toISOString(),
        });
        throw new Error('the round failed after publishing');
      })(),
    ).toThrow('the round failed');
    expect(ours()).toHaveLength(1);
    expect(rewardRows(platform.db, questId, playerId).map((r) => r.level)).toEqual([2]);
    expect(platform.db.prepare('SELECT bet_cents FROM quest_progress WHERE quest_id = ? AND player_id = ?').pluck().get(questId, playerId)).toBe(1_000);
  });
});
