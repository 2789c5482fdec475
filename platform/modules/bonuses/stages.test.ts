import { describe, expect, it } from 'vitest';
import { nextBonusStage, nextPackStage, receivedStatus, type BonusEvent, type BonusStage, type PackEvent, type PackStage } from './stages';

/** The whole stage machine as a table: every stage × every event, what it moves to (— : does not apply). */

const STAGES: BonusStage[] = ['issued', 'wait', 'activated', 'handle_bets', 'wager_done', 'finished', 'canceled', 'expired', 'lost'];
const EVENTS: BonusEvent[] = ['activate', 'slot_freed', 'bet', 'wagering_done', 'money_gone', 'cancel', 'withdrawal', 'expire'];

// Rows: stage; columns in EVENTS order; facts: the currency's active slot is free, there is something to wager.
const FREE_SLOT: Record<BonusStage, (BonusStage | '—')[]> = {
  //           activate     slot_freed   bet            wagering_done  money_gone  cancel      withdrawal  expire
  issued: ['activated', '—', '—', '—', '—', 'canceled', '—', 'expired'],
  wait: ['—', 'activated', '—', '—', '—', 'canceled', 'canceled', 'expired'],
  activated: ['—', '—', 'handle_bets', 'wager_done', 'lost', 'canceled', 'canceled', 'expired'],
  handle_bets: ['—', '—', 'handle_bets', 'wager_done', 'lost', 'canceled', 'canceled', 'expired'],
  wager_done: ['—', '—', '—', '—', '—', '—', '—', '—'],
  finished: ['—', '—', '—', '—', '—', '—', '—', '—'],
  canceled: ['—', '—', '—', '—', '—', '—', '—', '—'],
  expired: ['—', '—', '—', '—', '—', '—', '—', '—'],
  lost: ['—', '—', '—', '—', '—', '—', '—', '—'],
};

describe('money bonus stages', () => {
  it.each(STAGES)('%s, the active slot free', (stage) => {
    const row = EVENTS.map((event) => nextBonusStage(stage, event, { slotTaken: false, wagerFree: false }) ?? '—');
    expect(row).toEqual(FREE_SLOT[stage]);
  });

  it('another bonus active: activation waits, a waiting one stays waiting; the rest is the same', () => {
    const taken = { slotTaken: true, wagerFree: false };
    expect(nextBonusStage('issued', 'activate', taken)).toBe('wait');
    expect(nextBonusStage('wait', 'slot_freed', taken)).toBeNull();
    for (const stage of STAGES) {
      for (const event of EVENTS.filter((e) => e !== 'activate' && e !== 'slot_freed')) {
        expect(nextBonusStage(stage, event, taken), `${stage} ${event}`).toBe(nextBonusStage(stage, event, { slotTaken: false, wagerFree: false }));
      }
    }
  });

  it('nothing to wager: activation pays out at once (finished), even with another bonus active', () => {
    expect(nextBonusStage('issued', 'activate', { slotTaken: true, wagerFree: true })).toBe('finished');
    expect(nextBonusStage('issued', 'activate', { slotTaken: false, wagerFree: true })).toBe('finished');
    expect(nextBonusStage('wait', 'slot_freed', { slotTaken: false, wagerFree: true })).toBe('finished');
  });
});

const PACK_STAGES: PackStage[] = ['issued', 'activated', 'finished', 'canceled', 'expired'];
const PACK_EVENTS: PackEvent[] = ['activate', 'spin', 'played_out', 'cancel', 'expire'];
const PACKS: Record<PackStage, (PackStage | '—')[]> = {
  //           activate     spin         played_out  cancel      expire
  issued: ['activated', '—', '—', 'canceled', 'expired'],
  activated: ['—', 'activated', 'finished', 'canceled', 'expired'],
  finished: ['—', '—', '—', '—', '—'],
  canceled: ['—', '—', '—', '—', '—'],
  expired: ['—', '—', '—', '—', '—'],
};

describe('free-spin pack stages', () => {
  it.each(PACK_STAGES)('%s', (stage) => {
    expect(PACK_EVENTS.map((event) => nextPackStage(stage, event) ?? '—')).toEqual(PACKS[stage]);
  });
});

describe('received status', () => {
  it('follows the stage; a bonus ended by a withdrawal says erased_by_withdraw', () => {
    const statuses = Object.fromEntries(STAGES.map((stage) => [stage, receivedStatus(stage, null)]));
    expect(statuses).toEqual({
      issued: 'received',
      wait: 'activated',
      activated: 'activated',
      handle_bets: 'activated',
      wager_done: 'used',
      finished: 'used',
      canceled: 'used',
      expired: 'expired',
      lost: 'used',
    });
    expect(receivedStatus('canceled', 'withdrawal')).toBe('erased_by_withdraw');
    expect(receivedStatus('canceled', 'player')).toBe('used');
  });
});
