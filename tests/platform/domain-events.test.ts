import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../platform/db/database';
import { afterCommit, transaction } from '../../platform/db/transaction';
import { createDomainEvents, type AfterCommitFailure, type DomainEvents } from '../../platform/domain-events';
import type { RoundSettled } from '../../platform/domain-event-map';

/** The domain-event registry (platform/domain-events.ts) on a bare database: its transaction guarantees. */

const round = (roundId: number): RoundSettled => ({
  roundId,
  sessionId: 's',
  playerId: 1,
  gameIdentifier: 'p/g',
  kind: 'slot',
  mode: 'real',
  currency: 'EUR',
  betCents: 100,
  winCents: 0,
  multiplier: 0,
  realBetCents: 100,
  bonusBetCents: 0,
  realWinCents: 0,
  bonusWinCents: 0,
  settledAt: '2026-01-01T00:00:00.000Z',
});

let db: Db;
let domain: DomainEvents;
let failures: AfterCommitFailure[];
const rows = (table: string) => db.prepare(`SELECT id FROM ${table} ORDER BY id`).pluck().all() as number[];
/** The publisher: writes its fact and publishes it in one transaction. */
const settle = (id: number, after?: () => void) =>
  transaction(db, () => {
    db.prepare('INSERT INTO facts (id) VALUES (?)').run(id);
    domain.publish('round.settled', round(id));
    after?.();
  }).immediate();

beforeEach(() => {
  db = new Database(':memory:');
  db.exec('CREATE TABLE facts (id INTEGER PRIMARY KEY); CREATE TABLE consequences (id INTEGER PRIMARY KEY)');
  failures = [];
  domain = createDomainEvents(db, { report: (failure) => failures.push(failure) });
});
afterEach(() => db.close());

describe('in-transaction handlers', () => {
  it('run inside the publisher transaction and commit with it', () => {
    const seen: boolean[] = [];
    domain.subscriptionsFor('engine').inTransaction('round.settled', (payload) => {
      seen.push(db.inTransaction);
      db.prepare('INSERT INTO consequences (id) VALUES (?)').run(payload.roundId);
    });
    settle(1);
    expect(seen).toEqual([true]);
    expect([rows('facts'), rows('consequences')]).toEqual([[1], [1]]);
  });

  it('a throwing handler rolls the whole publisher transaction back, and the error reaches the publisher', () => {
    domain.subscriptionsFor('writer').inTransaction('round.settled', (payload) => db.prepare('INSERT INTO consequences (id) VALUES (?)').run(payload.roundId));
    domain.subscriptionsFor('engine').inTransaction('round.settled', () => {
      throw new Error('wagering failed');
    });
    expect(() => settle(1)).toThrow('wagering failed');
    expect([rows('facts'), rows('consequences')]).toEqual([[], []]);
  });

  it('see a frozen payload: no handler changes what the next one sees', () => {
    domain.subscriptionsFor('rogue').inTransaction('round.settled', (payload) => {
      (payload as { winCents: number }).winCents = 1_000_000;
    });
    expect(() => settle(1)).toThrow(TypeError);
  });
});

describe('after-commit handlers', () => {
  it('run only after the outermost transaction committed, in order, and see the committed rows', () => {
    const seen: string[] = [];
    domain.subscriptionsFor('push').afterCommit('round.settled', (payload) => {
      seen.push(`push ${payload.roundId} inTransaction=${db.inTransaction} facts=${rows('facts').join(',')}`);
    });
    transaction(db, () => {
      settle(1);
      settle(2);
      seen.push('outer body done');
    }).immediate();
    expect(seen).toEqual(['outer body done', 'push 1 inTransaction=false facts=1,2', 'push 2 inTransaction=false facts=1,2']);
  });

  it('never run when the transaction rolls back', () => {
    const handler = vi.fn();
    domain.subscriptionsFor('push').afterCommit('round.settled', handler);
    expect(() => settle(1, () => { throw new Error('publisher failed later'); })).toThrow('publisher failed later');
    domain.subscriptionsFor('engine').inTransaction('round.settled', () => { throw new Error('handler failed'); });
    expect(() => settle(2)).toThrow('handler failed');
    expect(handler).not.toHaveBeenCalled();
    expect(rows('facts')).toEqual([]);
  });

  it('queued in a nested transaction that rolls back are dropped; the outer commit runs the rest', () => {
    const handler = vi.fn();
    domain.subscriptionsFor('push').afterCommit('round.settled', (payload) => handler(payload.roundId));
    transaction(db, () => {
      settle(1);
      expect(() => settle(2, () => { throw new Error('inner failed'); })).toThrow('inner failed');
      settle(3);
    }).immediate();
    expect(handler.mock.calls).toEqual([[1], [3]]);
    expect(rows('facts')).toEqual([1, 3]);
  });

  it('a throwing or rejecting handler is reported and the publisher goes on; the other handlers still run', async () => {
    const after = vi.fn();
    const on = domain.subscriptionsFor('leaderboard');
    on.afterCommit('round.settled', () => {
      throw new Error('leaderboard down');
    });
    on.afterCommit('round.settled', () => Promise.reject(new Error('notification down')));
    domain.subscriptionsFor('push').afterCommit('round.settled', after);
    expect(() => settle(1)).not.toThrow();
    expect(rows('facts')).toEqual([1]);
    expect(after).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(failures.map((f) => [f.module, f.event, (f.error as Error).message])).toEqual([
      ['leaderboard', 'round.settled', 'leaderboard down'],
      ['leaderboard', 'round.settled', 'notification down'],
    ]);
  });

  it('may publish in a transaction of their own, whose handlers run after it commits', () => {
    const seen: number[] = [];
    domain.subscriptionsFor('chain').afterCommit('round.settled', (payload) => {
      if (payload.roundId === 1) settle(2);
      seen.push(payload.roundId);
    });
    settle(1);
    expect(seen).toEqual([2, 1]);
    expect(rows('facts')).toEqual([1, 2]);
  });
});

describe('publishing and transactions', () => {
  it('publish refuses to run outside a transaction(), and inside a raw db.transaction()', () => {
    expect(() => domain.publish('round.settled', round(1))).toThrow(/outside a transaction/);
    expect(() => db.transaction(() => domain.publish('round.settled', round(1)))()).toThrow(/outside a transaction/);
    expect(() => db.transaction(() => transaction(db, () => undefined)())()).toThrow(/inside a raw db\.transaction/);
    expect(() => afterCommit(db, () => undefined)).toThrow(/needs a running transaction/);
  });

  it('transaction() keeps better-sqlite3 semantics: arguments, return value and the mode variants', () => {
    const insert = transaction(db, (id: number) => db.prepare('INSERT INTO facts (id) VALUES (?)').run(id).changes);
    expect(insert(1)).toBe(1);
    expect(insert.immediate(2)).toBe(1);
    expect(insert.deferred(3)).toBe(1);
    expect(insert.exclusive(4)).toBe(1);
    expect(rows('facts')).toEqual([1, 2, 3, 4]);
  });

  it('an after-commit effect failing outside the registry is logged, not thrown', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    transaction(db, () =>
      afterCommit(db, () => {
        throw new Error('effect failed');
      }),
    )();
    expect(log).toHaveBeenCalledWith('[platform] an after-commit effect failed:', expect.objectContaining({ message: 'effect failed' }));
    log.mockRestore();
  });
});
