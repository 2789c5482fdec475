import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import type { RoundSettled } from '../../domain-event-map';
import { withDependencies } from '../../module-order';
import { platformModules } from '../index';
import { pushReachedLimit } from './reached-push';
import { recordPlay } from './usage-recording';

/** Issue 22 item 5: a real round that exhausts a limit announces it on `game_limits`; anything else stays silent. */
const NOW = new Date('2025-06-18T12:00:00.000Z');

let db: Db;
let pushes: unknown[];
let ctx: PlatformContext;
beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, withDependencies('limits', platformModules));
  db.prepare("INSERT INTO players (id, email, password_hash, currency, created_at, current_sign_in_at) VALUES (1, 'p@test.dev', 'x', 'EUR', ?, ?)").run(
    NOW.toISOString(),
    NOW.toISOString(),
  );
  pushes = [];
  ctx = { db, events: { emit: (push: unknown) => pushes.push(push) } } as unknown as PlatformContext;
});

const wagerLimit = (amount: number) =>
  db
    .prepare("INSERT INTO user_limits (player_id, type, period, currency, amount_cents, status, created_at) VALUES (1, 'wager', 'day', 'EUR', ?, 'active', ?)")
    .run(amount, NOW.toISOString());

const settled = (bet: number, mode: 'real' | 'demo' = 'real'): RoundSettled => ({
  roundId: 1, sessionId: 's', playerId: 1, gameIdentifier: 'p/g', kind: 'slot', mode, currency: mode === 'real' ? 'EUR' : 'FUN', betCents: bet, winCents: 0,
  multiplier: 0, realBetCents: bet, bonusBetCents: 0, realWinCents: 0, bonusWinCents: 0, settledAt: NOW.toISOString(),
});

const play = (round: RoundSettled) => {
  recordPlay(db, round);
  pushReachedLimit(ctx, round, NOW);
};

describe('reached-limit push', () => {
  it('announces a wager limit the round used up, to that player only', () => {
    wagerLimit(1000);
    play(settled(400));
    expect(pushes).toEqual([]);
    play(settled(600));
    expect(pushes).toEqual([{ scope: 'private', playerId: 1, channel: 'game_limits', event: 'reached', payload: { type: 'wager' } }]);
  });

  it('stays silent for demo rounds and without limits', () => {
    play(settled(10_000));
    wagerLimit(100);
    play(settled(10_000, 'demo'));
    expect(pushes).toEqual([]);
  });
});
