import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import type { PaymentChanged } from '../../domain-event-map';
import { withDependencies } from '../../module-order';
import { platformModules } from '../index';
import { limitBlockingBet, limitBlockingDeposit } from './enforce';
import { recordDeposit, recordPlay } from './usage-recording';

/**
 * Enforcement against the limits module installed alone (with accounts, which it depends on): usage is
 * fed the way the round.settled and payment.changed subscribers feed it.
 */
const NOW = new Date('2025-06-18T12:00:00.000Z'); // a Wednesday

let db: Db;
beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, withDependencies('limits', platformModules));
  db.prepare("INSERT INTO players (id, email, password_hash, currency, created_at, current_sign_in_at) VALUES (1, 'p@test.dev', 'x', 'EUR', ?, ?)").run(
    NOW.toISOString(),
    NOW.toISOString(),
  );
});

const addLimit = (type: string, period: string, amount: number | null, currency: string | null, extra: { status?: string; active_until?: string | null; disable_at?: string | null } = {}) =>
  db
    .prepare('INSERT INTO user_limits (player_id, type, period, currency, amount_cents, status, active_until, disable_at, created_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(type, period, currency, amount, extra.status ?? 'active', extra.active_until ?? null, extra.disable_at ?? null, NOW.toISOString());

let paymentId = 0;
/** A deposit created at `at` and then moved to `state` (each step is a payment.changed). */
const deposit = (amount: number, at: string, state: PaymentChanged['state'] = 'succeeded') => {
  const created: PaymentChanged = { paymentId: ++paymentId, playerId: 1, action: 'deposit', currency: 'EUR', amountCents: amount, state: 'pending', previousState: null, bonusId: null, createdAt: at, changedAt: at };
  recordDeposit(db, created);
  if (state !== 'pending') recordDeposit(db, { ...created, state, previousState: 'pending' });
};
let roundId = 0;
const round = (bet: number, win: number, at: string, mode: 'real' | 'demo' = 'real') =>
  recordPlay(db, {
    roundId: ++roundId, sessionId: 's', playerId: 1, gameIdentifier: 'p/g', kind: 'slot', mode, currency: 'EUR', betCents: bet, winCents: win, multiplier: bet > 0 ? win / bet : 0,
    realBetCents: bet, bonusBetCents: 0, realWinCents: win, bonusWinCents: 0, settledAt: at,
  });

describe('enforcement', () => {
  it('counts nothing before any round or payment was recorded', () => {
    addLimit('deposit', 'day', 1000, 'EUR');
    expect(limitBlockingDeposit(db, 1, 'EUR', 1000, NOW)).toBeNull();
    expect(limitBlockingDeposit(db, 1, 'EUR', 1001, NOW)).toBe('deposit');
    expect(limitBlockingBet(db, 1, 'EUR', 1_000_000, NOW)).toBeNull();
  });

  it('counts succeeded and in-flight deposits inside the calendar period, not failed ones', () => {
    addLimit('deposit', 'week', 5000, 'EUR');
    deposit(3000, '2025-06-16T00:00:00.000Z'); // Monday: this week
    deposit(9000, '2025-06-15T23:59:59.000Z'); // Sunday: last week
    deposit(9000, '2025-06-17T10:00:00.000Z', 'declined');
    deposit(1000, '2025-06-17T11:00:00.000Z', 'pending'); // may still succeed: it counts
    expect(limitBlockingDeposit(db, 1, 'EUR', 1000, NOW)).toBeNull();
    expect(limitBlockingDeposit(db, 1, 'EUR', 1001, NOW)).toBe('deposit');
  });

  it('wager counts bets; loss counts bets minus wins, never below zero; demo rounds count nothing', () => {
    round(900, 0, '2025-06-18T08:00:00.000Z');
    round(100, 5000, '2025-06-18T09:00:00.000Z');
    round(100_000, 0, '2025-06-18T09:30:00.000Z', 'demo');
    addLimit('loss', 'day', 600, 'EUR');
    expect(limitBlockingBet(db, 1, 'EUR', 600, NOW)).toBeNull(); // net -4000 counts as 0
    expect(limitBlockingBet(db, 1, 'EUR', 601, NOW)).toBe('loss');
    addLimit('wager', 'month', 1500, 'EUR');
    expect(limitBlockingBet(db, 1, 'EUR', 500, NOW)).toBeNull();
    expect(limitBlockingBet(db, 1, 'EUR', 501, NOW)).toBe('wager');
  });

  it('every limit in force counts: a looser one does not override a tighter one', () => {
    addLimit('deposit', 'day', 100, 'EUR');
    addLimit('deposit', 'day', 10_000, 'EUR');
    expect(limitBlockingDeposit(db, 1, 'EUR', 101, NOW)).toBe('deposit');
  });

  it('ignores unconfirmed limits, removals past disable_at and finished locks', () => {
    addLimit('deposit', 'day', 1, 'EUR', { status: 'unconfirmed' });
    addLimit('deposit', 'day', 1, 'EUR', { status: 'disabling', disable_at: '2025-06-18T11:00:00.000Z' });
    addLimit('self_exclusion', '6_months', null, null, { active_until: '2025-06-01T00:00:00.000Z' });
    expect(limitBlockingDeposit(db, 1, 'EUR', 50, NOW)).toBeNull();
    addLimit('self_exclusion', 'permanent', null, null, { active_until: null });
    expect(limitBlockingDeposit(db, 1, 'EUR', 50, NOW)).toBe('self_exclusion');
    expect(limitBlockingBet(db, 1, 'CAD', 1, NOW)).toBe('self_exclusion');
  });
});
